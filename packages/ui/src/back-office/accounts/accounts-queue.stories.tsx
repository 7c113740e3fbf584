import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dataStateOf, playListFailure, playListLoading, useStoryFilters } from '../story-helpers';
import { type AccountFilterValues, NO_ACCOUNT_FILTERS } from './account-types';
import { accountListFixture, pendingListFixture } from './accounts.fixtures';
import { AccountsQueue, type AccountsQueueProps } from './accounts-queue';

/** The list with its filters and selection kept in the story's state, as the page keeps them. */
function AccountsQueueDemo(
  props: Omit<
    AccountsQueueProps,
    'filters' | 'onFiltersChange' | 'selected' | 'onSelectedChange'
  > & {
    initialFilters?: AccountFilterValues;
    onFilters: (filters: AccountFilterValues) => void;
  },
) {
  const { initialFilters = NO_ACCOUNT_FILTERS, onFilters, ...rest } = props;
  const { filters, onFiltersChange } = useStoryFilters(initialFilters, onFilters);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <AccountsQueue
      {...rest}
      filters={filters}
      onFiltersChange={onFiltersChange}
      selected={selected}
      onSelectedChange={setSelected}
    />
  );
}

const meta = {
  title: 'Back office/Accounts/AccountsQueue',
  component: AccountsQueueDemo,
  args: {
    list: { state: 'ready', data: accountListFixture },
    page: 1,
    pageSize: 20,
    sort: { id: 'joined', desc: true },
    onPageChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
    onBulkActivate: fn(),
    onFilters: fn(),
    accountHref: (id: number) => `/ro/admin/account/${id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountsQueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) => dataStateOf(canvasElement, 'accounts-queue');

/** Every account: each linked, its status in words, whether it sent a diploma. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toBe('ready');
    const table = canvas.getByRole('table', { name: 'Lista conturilor' });
    await expect(within(table).getByRole('link', { name: 'Ana Rusu' })).toHaveAttribute(
      'href',
      '/ro/admin/account/61',
    );
    await expect(within(table).getByText('Respins')).toBeVisible();
    await expect(within(table).getAllByText('Așteaptă verificarea')).toHaveLength(2);
    // Bulk activation belongs to the queue only.
    await expect(canvas.queryByRole('button', { name: 'Activează selectate' })).toBeNull();
  },
};

/** The verification queue: rows ticked, then the bulk activation asked for. */
export const Queue: Story = {
  args: {
    list: { state: 'ready', data: pendingListFixture },
    initialFilters: { status: 'pending', q: '' },
    sort: { id: 'joined', desc: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bulk = canvas.getByRole('button', { name: 'Activează selectate' });
    await expect(bulk).toBeDisabled();
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await expect(canvas.getByText('Selectate: 2')).toBeVisible();
    await userEvent.click(bulk);
    await expect(args.onBulkActivate).toHaveBeenCalledOnce();
  },
};

/** A search by phone: the list's new filters (the page's new URL). */
export const Searched: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Căutare' });
    await userEvent.type(box, '069 123{Enter}');
    await expect(args.onFilters).toHaveBeenLastCalledWith({ status: '', q: '069 123' });
  },
};

/** The first load: skeleton rows, the table busy. */
export const Loading: Story = {
  args: { list: { state: 'loading' } },
  play: playListLoading('accounts-queue'),
};

/** Nobody waits for review. */
export const Empty: Story = {
  args: {
    list: { state: 'ready', data: { count: 0, results: [] } },
    initialFilters: { status: 'pending', q: '' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Niciun cont nu așteaptă verificarea.'),
    ).toBeVisible();
  },
};

/** The list failed to load: said, with a retry. */
export const Failure: Story = {
  args: { list: { state: 'error' } },
  play: playListFailure('accounts-queue'),
};
