import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    usage: {
      use: [
        'Content that is loading and whose size is known: cards of a grid, lines of text, a picture, so nothing jumps on arrival.',
        'CardSkeleton for course and product cards; SkeletonText for paragraphs (the last line shorter).',
      ],
      avoid: [
        'An action in progress (a submit): use Button with `loading`, which shows a Spinner and says it is busy.',
        'A load that failed or came back empty: show the message (EmptyState, Alert) instead of a skeleton that never ends.',
      ],
      keyboard: [],
      screenReader: [
        'Hidden from assistive technology (`aria-hidden`); it says nothing by itself.',
        'Put `aria-busy="true"` on the region that is loading, and remove it when the content arrives.',
        'The pulse stops under reduced motion.',
      ],
    } satisfies Usage,
    layout: 'padded',
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card-shaped placeholder: hidden from assistive technology, sized like what it stands for. */
export const Card: Story = {
  render: () => (
    <div aria-busy="true" className="flex w-72 flex-col gap-4">
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <SkeletonText lines={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const placeholders = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(placeholders).toHaveLength(4);
    for (const placeholder of placeholders) {
      await expect(placeholder.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};
