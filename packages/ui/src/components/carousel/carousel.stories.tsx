import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import {
  Carousel,
  type CarouselApi,
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  type CarouselItemProps,
  CarouselNext,
  CarouselPrevious,
  type CarouselProps,
} from './carousel';

const SLIDES = [1, 2, 3, 4, 5, 6];

function Demo({
  basis,
  count = 5,
  ...props
}: CarouselProps & { basis?: CarouselItemProps['basis']; count?: number }) {
  return (
    <Carousel className="mx-auto max-w-4xl" {...props}>
      <CarouselContent>
        {SLIDES.slice(0, count).map((n) => (
          <CarouselItem key={n} basis={basis}>
            <div className="bg-muted font-display text-display-md text-primary flex aspect-[16/9] items-center justify-center rounded-xl border">
              {n}
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-between gap-4">
        <CarouselDots />
        <div className="flex gap-2">
          <CarouselAutoplayToggle />
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </div>
    </Carousel>
  );
}

const meta = {
  title: 'Components/Carousel',
  component: Demo,
  args: { defaultPaused: true },
  parameters: {
    usage: {
      use: [
        'A row of cards or images of the same kind where seeing a few is enough: reviews, partner logos, similar products.',
        'Autoplay only for a hero slider, and always with CarouselAutoplayToggle beside it.',
      ],
      avoid: [
        'Content everyone must see, or a list people want to compare: use a grid (ProductGrid, ArticleGrid), which shows it all.',
        'Two or three items: lay them out side by side; a carousel hides them behind controls.',
        'A page carousel with a heading and "see all": use the CarouselSection block, which wraps this.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves through what the slides hold (hidden slides too), then the dots, pause/play and the arrows.',
        ],
        [
          'ArrowLeft / ArrowRight',
          'With focus anywhere in the carousel, moves to the previous or next slide.',
        ],
        ['Enter / Space', 'On an arrow, a dot or pause/play, runs it.'],
      ],
      screenReader: [
        'A region with the role description "carousel" and a label (pass `aria-label` to name what it holds).',
        'Each slide is a group called "slide", named "n of m"; the dots are a named group with the current one marked `aria-current`.',
        'Autoplay pauses while the pointer or focus is inside, stays off under reduced motion, and the toggle is named "Pause autoplay" or "Start autoplay".',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One slide at a time: arrows, dots and the arrow keys move it; the ends disable the arrows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Carusel' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carusel');
    const slides = canvas.getAllByRole('group', { name: /din 5/ });
    await expect(slides[0]).toHaveAccessibleName('1 din 5');
    const previous = canvas.getByRole('button', { name: 'Diapozitivul anterior' });
    const next = canvas.getByRole('button', { name: 'Diapozitivul următor' });
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    const second = canvas.getByRole('button', { name: 'Mergi la diapozitivul 2' });
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    const third = canvas.getByRole('button', { name: 'Mergi la diapozitivul 3' });
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(previous).toBeDisabled());
    await expect(next).toHaveFocus();

    // The clipped viewport scrolled by the browser (to reveal a focused edge) is put back.
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-viewport"]');
    if (!viewport) throw new Error('no viewport');
    viewport.scrollLeft = 16;
    await waitFor(() => expect(viewport.scrollLeft).toBe(0));
  },
};

/** Loop: from the first slide "previous" goes to the last one. */
export const Loop: Story = {
  args: { loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Diapozitivul anterior' });
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    const last = canvas.getByRole('button', { name: 'Mergi la diapozitivul 5' });
    await waitFor(() => expect(last).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mergi la diapozitivul 1' }));
  },
};

/** Several slides side by side (responsive basis), moving two at a time. */
export const MultipleVisible: Story = {
  args: { basis: 'quarter', slidesToScroll: 2, count: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /Mergi la/ })).toHaveLength(2),
    );
  },
};

const autoplayApi = fn<(api: CarouselApi) => void>();

/**
 * Autoplay (paused in stories): the button switches between play and pause, and a press on a
 * slide (a card's button, a drag) leaves a paused carousel paused.
 */
export const Autoplay: Story = {
  args: { autoplayMs: 6000, loop: true, setApi: autoplayApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    const play = canvas.getByRole('button', { name: 'Pornește derularea automată' });
    await expect(region).toHaveAttribute('data-state', 'paused');
    await userEvent.click(play);
    await expect(play).toHaveAccessibleName('Oprește derularea automată');
    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(play);
    await expect(play).toHaveAccessibleName('Pornește derularea automată');
    await expect(region).toHaveAttribute('data-state', 'paused');
    await userEvent.click(canvas.getByText('2'));
    const autoplay = autoplayApi.mock.lastCall?.[0]?.plugins().autoplay;
    await expect(autoplay?.isPlaying()).toBe(false);
  },
};
