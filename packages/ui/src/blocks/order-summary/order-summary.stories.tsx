import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { OrderSummary } from './order-summary';
import { DEMO_ORDER_COURSE, DEMO_ORDER_SUMMARY } from './order-summary.fixtures';

const meta = {
  title: 'Blocks/OrderSummary',
  component: OrderSummary,
  args: { ...DEMO_ORDER_SUMMARY, items: [...DEMO_ORDER_SUMMARY.items], courses: true },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  parameters: {
    usage: {
      use: [
        'Beside the checkout and payment forms, and on the success page: each item with its picture and amount, and the total.',
        '`variant="plain"` inside another card; `courses` adds "Online course · Lifetime access" to each line; `promo` shows the code and its discount above the total.',
      ],
      avoid: [
        'Past orders in the personal area: use PaymentHistory.',
        'A cart that can still be edited (quantities, removing): use the cart flow.',
      ],
      keyboard: [],
      screenReader: [
        'A region named by its h2 "Order summary"; the items are a list, pictures decorative.',
        'The promo code and the total are description list terms and values ("Promo code WELCOME10", "−25.6 €"; "Total", the amount); the order number, when given, is read after the heading.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course before it is ordered: its picture, lifetime access, the amount and the total. */
export const Course: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByText(DEMO_ORDER_COURSE.title)).toBeVisible();
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('256');
  },
};

/** An order: its number in the heading row; an item without a picture gets a placeholder. */
export const Order: Story = {
  args: {
    orderId: 42,
    items: [{ ...DEMO_ORDER_COURSE, image: null }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('42');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Priced with a promo code: the code and what it takes off, above what is left to pay. */
export const WithPromoCode: Story = {
  args: { promo: { code: 'COURSE20', discount: 51.2 }, total: 204.8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cod promoțional COURSE20')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promo-discount"]')).toHaveTextContent(
      '−51,2',
    );
    await expect(canvasElement.querySelectorAll('dd')[1]).toHaveTextContent('204,8');
  },
};
