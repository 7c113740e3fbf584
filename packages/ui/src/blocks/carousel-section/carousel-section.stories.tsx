import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CarouselContent,
  CarouselItem,
  CarouselSkeleton,
} from '../../components/carousel/carousel';
import { Skeleton } from '../../components/skeleton/skeleton';
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
  // The frame of the reviews, offers and partners blocks: their stories hold its baselines.
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
