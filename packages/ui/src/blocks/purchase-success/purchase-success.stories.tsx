import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ORDER_SUMMARY } from '../order-summary/order-summary.fixtures';
import { PurchaseSuccess } from './purchase-success';

const meta = {
  title: 'Blocks/PurchaseSuccess',
  component: PurchaseSuccess,
  args: {
    ...DEMO_ORDER_SUMMARY,
    items: [...DEMO_ORDER_SUMMARY.items],
    orderId: 42,
    email: 'ana@example.com',
    courseHref: '#course-inner/7',
    ordersHref: '#dashboard/orders',
  },
} satisfies Meta<typeof PurchaseSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: thanks, what was paid, what comes next, and the button that opens the course. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('ana@example.com');
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '#course-inner/7');
    await expect(links[1]).toHaveAttribute('href', '#dashboard/orders');
  },
};

/** Without the buyer's e-mail the receipt line still says where it went. */
export const WithoutEmail: Story = {
  args: { email: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('@');
  },
};
