import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { promoCodesFixture, redemptionsFixture } from './inbox.fixtures';
import { PromoUsage } from './promo-usage';

const meta = {
  title: 'Back office/Inbox/PromoUsage',
  component: PromoUsage,
  args: {
    promo: promoCodesFixture[0] ?? null,
    rows: redemptionsFixture,
    count: redemptionsFixture.length,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    state: 'ready',
    onRetry: fn(),
    backHref: '/ro/admin/promo-codes',
    orderHref: (id) => `/ro/admin/order/${id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromoUsage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code, and each order priced with it: buyer, date, total and discount in its currency. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Utilizările codului WELCOME10' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Comenzile cu codul WELCOME10' });
    await expect(within(table).getByRole('link', { name: 'Nr. 1052' })).toHaveAttribute(
      'href',
      '/ro/admin/order/1052',
    );
    await expect(within(table).getByText(/64\sMDL/)).toBeVisible();
    await expect(within(table).getByText(/18\sLEI/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Înapoi la coduri' })).toHaveAttribute(
      'href',
      '/ro/admin/promo-codes',
    );
  },
};

export const Loading: Story = {
  args: { promo: null, state: 'loading', rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelector('[data-slot="promo-usage"]')).toHaveAttribute(
      'data-state',
      'loading',
    ),
};

/** A code nobody has used yet. */
export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('Nicio comandă nu a folosit încă acest cod.'),
    ).toBeVisible(),
};

export const Failure: Story = {
  args: { promo: null, state: 'error', rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Încearcă din nou' })).toBeVisible(),
};
