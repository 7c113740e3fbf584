import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        "The dashboard's shop history: cashback balance per currency, the ledger of earned and spent cashback, and the shop purchases.",
        'Before the first purchase it shows one empty message with a link to the shop (`shopHref`).',
      ],
      avoid: [
        'The course payments: use PaymentHistory on its own; the cashback belongs to shop orders only.',
        'A cart or checkout summary: use OrderSummary.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the ledger table (focusable so it can scroll on a narrow screen), then to the Pay links of unpaid purchases.',
        ],
        [
          'ArrowLeft / ArrowRight',
          'On the focused ledger, scrolls it sideways when it is wider than the screen.',
        ],
        ['Enter', 'Follows the focused link (Pay, or "Go to the shop" when empty).'],
      ],
      screenReader: [
        'Three sections named by their h2 headings: balance (a list of amounts), ledger (a table with column headers) and purchases (each an h3).',
        'Each ledger row says what happened ("Spent on order no. 312") and the amount with + or −; the colour adds nothing the text lacks.',
      ],
    } satisfies Usage,
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
    await expect(within(rows[1] as HTMLElement).getByText('+64,3 MDL')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByText('Cashback câștigat: 57,8 MDL')).toBeVisible();
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
