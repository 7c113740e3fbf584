import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PaymentEntry } from '../payment-history/payment-history';
import { SHOP_ORDERS as PURCHASES } from '../payment-history/payment-history.fixtures';
import { CashbackOverview } from './cashback-overview';

const meta = {
  title: 'Blocks/CashbackOverview',
  component: CashbackOverview,
  args: {
    language: 'ro',
    shopHref: '#shop',
    balance: { MDL: 32 },
    entries: [
      { id: 1, order_id: 298, amount: 32, currency: 'MDL', created: '2026-09-02T09:00:00.000Z' },
      { id: 3, order_id: 312, amount: -64.3, currency: 'MDL', created: '2026-11-21T08:40:00.000Z' },
      { id: 2, order_id: 305, amount: 64.3, currency: 'MDL', created: '2026-10-14T12:06:00.000Z' },
    ],
    purchases: PURCHASES,
  },
} satisfies Meta<typeof CashbackOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, the ledger newest first (earned +, spent −) and the purchases with their cashback. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('32 MDL')).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual([
      'spent',
      'earned',
      'earned',
    ]);
    await expect(
      within(rows[0] as HTMLElement).getByText('Folosit pentru comanda nr. 312'),
    ).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('+64,30 MDL')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByText('Cashback câștigat: 64,30 MDL')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Plătește/ })).toHaveAttribute(
      'href',
      '#pay-312',
    );
  },
};

/** A user who shopped in two markets has a balance in each currency. */
export const SeveralCurrencies: Story = {
  args: {
    balance: { MDL: 32, RON: 18.5 },
    entries: [
      { id: 1, order_id: 298, amount: 32, currency: 'MDL', created: '2026-09-02T09:00:00.000Z' },
      { id: 4, order_id: 330, amount: 18.5, currency: 'RON', created: '2026-11-02T09:00:00.000Z' },
    ],
    purchases: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('listitem').filter((li) => li.dataset.slot === 'cashback-balance'),
    ).toHaveLength(2);
    await expect(canvas.getByText('Încă nu aveți cumpărături în magazin.')).toBeVisible();
  },
};

/** A first order placed but not paid yet: purchases, no cashback movement. */
export const NoCashbackYet: Story = {
  args: {
    balance: {},
    entries: [],
    purchases: [
      {
        ...(PURCHASES[1] as PaymentEntry),
        status: 'pending',
        confirmed: false,
        cashback: { used: 0, earned: 0 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Încă nu ați câștigat și nu ați folosit cashback.'),
    ).toBeVisible();
  },
};

/** Nothing bought yet: one message and the way to the shop. */
export const Empty: Story = {
  args: { balance: {}, entries: [], purchases: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Încă nu aveți cumpărături în magazin')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mergi la magazin' })).toHaveAttribute(
      'href',
      '#shop',
    );
  },
};

/** The same for an English reader. */
export const English: Story = {
  args: { language: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Spent on order no. 312')).toBeVisible();
  },
};
