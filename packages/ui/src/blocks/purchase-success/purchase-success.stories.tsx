import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
    nextHref: '#course-inner/7',
    ordersHref: '#dashboard/orders',
  },
  parameters: {
    usage: {
      use: [
        'The page after a successful checkout: thanks, the OrderSummary, what happens next and the way on (the course, or the shop).',
        '`kind` picks the texts: a paid course, a shop order paid by card, or one to pay in cash on delivery.',
      ],
      avoid: [
        'A failed or cancelled payment: show the payment flow’s error with an Alert, not a thank-you.',
        'The order summary beside a form that is not paid yet: use OrderSummary alone.',
      ],
      keyboard: [
        ['Tab', 'Reaches the main link ("Start the course", or the shop), then "My orders".'],
        ['Enter', 'Follows the focused link.'],
      ],
      screenReader: [
        'A region named by its title, an h1 ("Your order has been successfully completed!"; h2 with `titleLevel={2}`), then the order number and amount.',
        'The summary and "What happens next" are h2 sections; the next steps are a list, their icons hidden.',
        'It is not a live region: the page that shows it should move focus to it (or to its title) when it replaces the form.',
      ],
    } satisfies Usage,
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

const SHOP_ORDER = {
  items: [
    { id: 1, title: 'Ser cu acid hialuronic × 2', amount: 1174 },
    { id: 2, title: 'Mască alginată', amount: 349 },
  ],
  total: 1523,
  currency: 'MDL',
  nextHref: '#shop-category',
};

/** A shop order paid by card: the receipt, the parcel on its way, the cashback; back to the shop. */
export const ShopPaidByCard: Story = {
  args: { ...SHOP_ORDER, kind: 'shopCard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comanda dvs. a fost finalizată cu succes!',
    );
    await expect(canvasElement).toHaveTextContent(/cashback/i);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '#shop-category');
  },
};

/** A shop order to pay in cash: the call that confirms it, payment on delivery, the e-mail. */
export const ShopCashOnDelivery: Story = {
  args: { ...SHOP_ORDER, kind: 'shopCash', email: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comanda dvs. a fost finalizată cu succes!',
    );
    await expect(canvasElement).toHaveTextContent('Vă vom suna în curând');
    await expect(canvasElement).not.toHaveTextContent(/certificat/i);
  },
};
