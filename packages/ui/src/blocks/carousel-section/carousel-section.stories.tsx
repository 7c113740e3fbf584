import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CarouselContent,
  CarouselItem,
  CarouselSkeleton,
} from '../../components/carousel/carousel';
import { Skeleton } from '../../components/skeleton/skeleton';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { CarouselSection } from './carousel-section';

const SLIDES = ['Peeling', 'Botox', 'Fillers', 'Mezoterapie', 'Laser'];

const meta = {
  title: 'Blocks/CarouselSection',
  component: CarouselSection,
  args: {
    title: 'Oferte speciale',
    skeleton: (
      <CarouselSkeleton count={4} basis="quarter">
        <Skeleton className="h-40 rounded-xl" />
      </CarouselSkeleton>
    ),
    children: (
      <CarouselContent>
        {SLIDES.map((slide) => (
          <CarouselItem key={slide} basis="quarter">
            <div className="bg-surface flex h-40 items-center justify-center rounded-xl border">
              {slide}
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
    ),
  },
  // The frame of the reviews, offers and partners blocks: their stories hold its baselines.,
  parameters: {
    usage: {
      use: [
        'A home section that is a carousel (reviews, offers, partners): the heading with previous/next, then the slides.',
        'With `loading` and a `skeleton` (CarouselSkeleton) while the items are on their way.',
      ],
      avoid: [
        'A carousel without a section heading: use Carousel directly and give it an `aria-label`.',
        'A short list that fits in one row, or one the reader must compare: use a grid section.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the controls in the heading (autoplay toggle, previous, next), then into the slides and the dots.',
        ],
        [
          'ArrowLeft / ArrowRight',
          'With focus anywhere in the section, moves to the previous or next slide.',
        ],
        ['Enter / Space', 'On previous, next or a dot, moves the carousel.'],
      ],
      screenReader: [
        'One region with the role description "carousel", named by the h2 heading; each slide is a group named "n of m".',
        'The arrows are named "Previous slide" and "Next slide" and are disabled at the ends (unless it loops).',
        'While loading, the section is `aria-busy` with the real heading and hidden placeholders.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CarouselSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the carousel; previous/next move it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Oferte speciale' })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Diapozitivul următor' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
  },
};

/** Loading: the real heading over the placeholders, no carousel yet. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
