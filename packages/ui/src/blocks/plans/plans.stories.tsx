import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plans } from './plans';

const meta = { title: 'Blocks/Plans', component: Plans } satisfies Meta<typeof Plans>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free 0 MDL 10 h, Pro 300 MDL 36 h, Pro+ 1200 MDL unlimited. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1200 MDL')).toBeVisible();
    await expect(canvas.getByText('36 ore de video pe lună')).toBeVisible();
    await expect(canvas.getByText('Video nelimitat')).toBeVisible();
  },
};

/** With choose buttons; the current plan is marked and has none. */
export const Choosable: Story = {
  args: { onChoose: fn(), currentPlanId: 'free' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Alege Free' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Alege Pro+' }));
    await expect(args.onChoose).toHaveBeenCalledWith('proPlus');
  },
};
