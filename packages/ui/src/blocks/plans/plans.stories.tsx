import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Plans } from './plans';

const meta = {
  title: 'Blocks/Plans',
  component: Plans,
  parameters: {
    usage: {
      use: [
        'The course listing’s plans: Free, Pro and Pro+ with their monthly price and video hours, Pro set off as the usual choice.',
        'Pass `currentPlanId` to mark the visitor’s plan and `onChoose` for a "Choose" button on the others.',
      ],
      avoid: [
        'Buying one course: use BuyCourseDialog.',
        'Comparing many features per plan: this block shows only price and hours; a table would be needed.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches the "Choose" buttons when `onChoose` is given; otherwise nothing takes focus.',
        ],
        ['Enter / Space', 'Chooses that plan.'],
      ],
      screenReader: [
        'A region named by its h2 "Plans"; the plans are a list, each under its name as an h3, with "Your plan" or "Most popular" as a badge beside it.',
        'Each button names its plan ("Choose Pro"); the current plan has none. The highlight itself is only visual.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Plans>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free 0 MDL 10 h, Pro 300 MDL 36 h, Pro+ 1200 MDL unlimited. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.200 MDL')).toBeVisible();
    await expect(canvas.getByText('36 de ore de video pe lună')).toBeVisible();
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
