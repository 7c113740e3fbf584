import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
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
