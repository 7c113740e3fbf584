import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { PaymentHistory } from './payment-history';
import { SHOP_ORDERS } from './payment-history.fixtures';

const meta = {
  title: 'Blocks/PaymentHistory',
  component: PaymentHistory,
  args: {
    language: 'ro',
    payments: [
      {
        id: 7,
        order_id: 31,
        title: 'Peelingul chimic: de la teorie la cabinet',
        amount: 89,
        currency: 'EUR',
        date_creation: '2026-09-02T09:15:00.000Z',
        confirmed: false,
        paid_by_card: false,
      },
      {
        id: 9,
        order_id: 40,
        title: 'Toxina botulinică în practică',
        amount: 1890.5,
        currency: 'MDL',
        date_creation: '2026-11-20T14:30:00.000Z',
        confirmed: true,
        paid_by_card: true,
      },
    ],
  },
  parameters: {
    usage: {
      use: [
        'The Orders page of the personal area: a card per payment, newest first, with its lines, amount, date, status and payment method.',
        'A card order still to pay gets a "Pay" link to its payment page; a shop order shows its cashback.',
      ],
      avoid: [
        'The order being placed right now: use OrderSummary.',
        'The cashback balance and its history: use CashbackOverview.',
      ],
      keyboard: [
        ['Tab', 'Reaches the "Pay" link of each unpaid card order; the rest takes no focus.'],
        ['Enter', 'Opens that order’s payment page.'],
      ],
      screenReader: [
        'A list of articles, each headed by what was bought (h2, or h3 with `headingLevel`), after "Order no. 31".',
        'Amount, date and status are a description list with hidden terms ("Amount", "Date", "Status"); the method is read as "Payment: Bank card".',
        'The pay link is named "Pay Order no. 31", so several are told apart; with no orders, an EmptyState says so.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof PaymentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, whatever the order given: amount in its currency, date, status, how paid. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'Toxina botulinică în practică',
      'Peelingul chimic: de la teorie la cabinet',
    ]);
    await expect(canvas.getByText('20 noiembrie 2026')).toBeVisible();
    await expect(canvas.getByText('Plătită')).toBeVisible();
    await expect(canvas.getByText('În așteptare')).toBeVisible();
  },
};

/** The same for an English reader. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('89 €')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { payments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nu aveți încă nicio comandă.')).toBeVisible();
  },
};

/**
 * Orders with their details: a shop order's lines and cashback, a card order still to pay with
 * the way to its payment, a cancelled one.
 */
export const Orders: Story = {
  args: {
    payments: [
      ...SHOP_ORDERS,
      {
        id: 290,
        order_id: 290,
        title: 'Toxina botulinică în practică',
        amount: 255,
        currency: 'EUR',
        date_creation: '2026-07-01T10:00:00.000Z',
        confirmed: false,
        paid_by_card: true,
        status: 'cancelled',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('link', { name: 'Plătește Comanda nr. 312' });
    await expect(pay).toHaveAttribute('href', '#pay-312');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getAllByRole('list', { name: 'Produse' })).toHaveLength(2);
    await expect(canvas.getByText('Mască alginată')).toBeVisible();
    await expect(canvas.getByText('Cashback folosit: 64,3 MDL')).toBeVisible();
    await expect(canvas.getByText('Cod promoțional WELCOME10: −128,5 MDL')).toBeVisible();
    await expect(canvas.getByText('Anulată')).toBeVisible();
  },
};
