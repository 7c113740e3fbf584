import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playListFailure, playListLoading, searchedListArgs } from '../story-helpers';
import { promoCodesFixture } from './inbox.fixtures';
import { PromoCodesList } from './promo-codes-list';

const meta = {
  title: 'Back office/Inbox/PromoCodesList',
  component: PromoCodesList,
  args: {
    status: 'all',
    onStatusChange: fn(),
    ...searchedListArgs(),
    rows: promoCodesFixture,
    count: promoCodesFixture.length,
    onCreate: fn(),
    onEdit: fn(),
    onToggle: fn(),
    usageHref: (promo) => `/ro/admin/promo-codes?usage=${promo.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromoCodesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of code: its value, scope, uses against limits, dates and where it stands now. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Coduri promoționale' });
    await expect(within(table).getByText('12, fără limită')).toBeVisible();
    await expect(within(table).getByText('50 din 50')).toBeVisible();
    await expect(within(table).getByText('Epuizat')).toBeVisible();
    await expect(within(table).getByText('Dezactivat')).toBeVisible();
    await expect(within(table).getByText('Expirat')).toBeVisible();
    await expect(within(table).getByText('Programat')).toBeVisible();
    await expect(
      within(table).getByRole('link', { name: 'Utilizările WELCOME10' }),
    ).toHaveAttribute('href', '/ro/admin/promo-codes?usage=5');
    await userEvent.click(canvas.getByRole('button', { name: 'Activează COURSE20' }));
    await expect(args.onToggle).toHaveBeenCalledWith(promoCodesFixture[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifică SHOP100' }));
    await expect(args.onEdit).toHaveBeenCalledWith(promoCodesFixture[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cod nou' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Only the disabled codes, after a search. */
export const Filtered: Story = {
  args: {
    status: 'disabled',
    q: 'course',
    rows: promoCodesFixture.filter((promo) => promo.disabled),
    count: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('course');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'summer{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('summer');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], count: 0 },
  play: playListLoading('data-table'),
};

export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Niciun cod promoțional nu corespunde.')).toBeVisible(),
};

export const Failure: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: playListFailure('data-table'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Cod nou' })).toBeVisible(),
};
