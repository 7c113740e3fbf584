import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Advantages } from './advantages';

const meta = { title: 'Blocks/Advantages', component: Advantages } satisfies Meta<
  typeof Advantages
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards with an icon, a title and a line of text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
