import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { type HeroSlide, HeroSlider } from './hero-slider';

const images = (n: number) => ({
  image: `/demo/catalogue/hero-${n}-pc.svg`,
  image_mobile_thumbnail: `/demo/catalogue/hero-${n}-mobile.svg`,
  image_tablet_thumbnail: `/demo/catalogue/hero-${n}-tablet.svg`,
  image_laptop_thumbnail: `/demo/catalogue/hero-${n}-laptop.svg`,
  image_pc_thumbnail: `/demo/catalogue/hero-${n}-pc.svg`,
});

const SLIDES: HeroSlide[] = [
  {
    id: 1,
    ...images(1),
    title: 'Aesthetic medicine, taught by practitioners',
    description: 'Video courses with protocols you can use in your practice tomorrow.',
    button_is_active: true,
    button_link: '#courses',
    button_name: 'View the courses',
  },
  {
    id: 2,
    ...images(2),
    title: 'New: advanced botulinum therapy',
    description: 'Eight hours of clinical cases, from assessment to follow-up.',
    button_is_active: true,
    button_link: '#course-4',
    button_name: 'Discover the course',
  },
  { id: 3, ...images(3), title: 'Professional cosmetics for your clinic', button_is_active: false },
];

const meta = {
  title: 'Blocks/HeroSlider',
  component: HeroSlider,
  args: { slides: SLIDES, defaultPaused: true },
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'The top of the home page: news and offers as full-width slides, looping, moving on every 6 s, each with an optional button.',
        'Pass `loading` while the slides are on their way: the first slide’s frame holds the place.',
      ],
      avoid: [
        'A row of cards (courses, offers, reviews): use CarouselSection or its blocks (SpecialOffers, ReviewsSlider).',
        'Anything people must not miss: a rotating slide can pass unseen; put it on the page itself.',
      ],
      keyboard: [
        [
          'Tab',
          'Goes through the slide buttons, then the dots, Pause autoplay, Previous slide and Next slide.',
        ],
        ['Enter / Space', 'Presses the focused control; Enter on a slide button follows its link.'],
        [
          '← / →',
          'With focus anywhere in the slider: the previous or next slide (it wraps around).',
        ],
      ],
      screenReader: [
        'A region with the role description "carousel", named "News and offers"; each slide is a group "1 of 3" with its title as an h2.',
        'Autoplay stops while the pointer is over it, while focus is inside, and under reduced motion; the Pause/Start autoplay button says which it will do.',
        'While it rotates the track is not live; once paused, a newly shown slide is read. Slide images are decorative (`alt=""`).',
      ],
    } satisfies Usage,
  },
  decorators: [(Story) => <div className="px-gutter py-6">{Story()}</div>],
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides, infinite; the first image loads eagerly with high priority, the rest lazily. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelectorAll('source')).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'View the courses' })).toHaveAttribute(
      'href',
      '#courses',
    );
    const previous = canvas.getByRole('button', { name: 'Diapozitivul anterior' });
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mergi la diapozitivul 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mergi la diapozitivul 1' }));
  },
};

/** Autoplay running (6000 ms): the pause button is offered, and pauses. */
export const Autoplaying: Story = {
  args: { defaultPaused: false, autoplayMs: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    // Reduced motion (the story tests ask for it) keeps autoplay off until it is started on purpose.
    if (view?.matchMedia('(prefers-reduced-motion: reduce)').matches)
      await userEvent.click(await canvas.findByRole('button', { name: /Pornește derularea/ }));
    const pause = await canvas.findByRole('button', { name: 'Oprește derularea automată' });
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName('Pornește derularea automată');
  },
};

/** A single slide without a button. */
export const SingleSlide: Story = { args: { slides: SLIDES.slice(2) } };

/** The slides are loading: the first slide's frame at its final size, so nothing below jumps. */
export const Loading: Story = {
  args: { loading: true },
  play: ({ canvasElement }) => expectLoadingBlock({ canvasElement, heading: false }),
};
