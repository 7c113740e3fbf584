import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expertWorksFixture } from '../expert-profile/expert.fixtures';
import { ExpertWorks } from './expert-works';

const meta = {
  title: 'Blocks/ExpertWorks',
  component: ExpertWorks,
  args: { works: expertWorksFixture },
} satisfies Meta<typeof ExpertWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four slides, three visible on a wide screen (one under 431 px); next moves on. */
export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lucrări: înainte și după' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /din 4/ })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Hidratare profundă' })).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: /următor/i });
    if (!(next as HTMLButtonElement).disabled) await userEvent.click(next);
  },
};

/** No slides: nothing at all. */
export const Empty: Story = {
  args: { works: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="expert-works"]')).toBeNull();
  },
};
