import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dataStateOf, playListFailure, playListLoading, useStoryFilters } from '../story-helpers';
import { NO_ORDER_FILTERS, type OrderFilterValues } from './order-types';
import { orderListFixture } from './orders.fixtures';
import { OrdersList, type OrdersListProps } from './orders-list';

/** The list with its filters kept in the story's state, as the page keeps them in its URL. */
function OrdersListDemo(
  props: Omit<OrdersListProps, 'filters' | 'onFiltersChange'> & {
    initialFilters?: OrderFilterValues;
    onFilters: (filters: OrderFilterValues) => void;
  },
) {
  const { initialFilters = NO_ORDER_FILTERS, onFilters, ...rest } = props;
  const { filters, onFiltersChange } = useStoryFilters(initialFilters, onFilters);
  return <OrdersList {...rest} filters={filters} onFiltersChange={onFiltersChange} />;
}

const meta = {
  title: 'Back office/Orders/OrdersList',
  component: OrdersListDemo,
  args: {
    list: { state: 'ready', data: orderListFixture },
    page: 1,
    pageSize: 25,
    sort: { id: 'created', desc: true },
    onPageChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
    onExport: fn(),
    onFilters: fn(),
    orderHref: (id: number) => `/ro/admin/order/${id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrdersListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) => dataStateOf(canvasElement, 'orders-list');

/** A page of orders: each linked, its buyer, status and total in its own currency. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toBe('ready');
    const table = canvas.getByRole('table', { name: 'Lista comenzilor' });
    await expect(within(table).getByRole('link', { name: 'Comanda nr. 1042' })).toHaveAttribute(
      'href',
      '/ro/admin/order/1042',
    );
    await expect(within(table).getByText('Лариса Петрова')).toBeVisible();
    await expect(within(table).getByText('Neachitată')).toBeVisible();
    await expect(within(table).getByText(/1\.380\sMDL/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Exportă CSV/ }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** A search and a reset: each change is the list's new filters (the page's new URL). */
export const Filtered: Story = {
  args: { initialFilters: { ...NO_ORDER_FILTERS, status: 'paid', kind: 'shop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Căutare' });
    await userEvent.type(box, 'ana@example.com{Enter}');
    await expect(args.onFilters).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'ana@example.com', status: 'paid', kind: 'shop' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resetează filtrele' }));
    await expect(args.onFilters).toHaveBeenLastCalledWith(NO_ORDER_FILTERS);
  },
};

/** The first load: skeleton rows, the table busy. */
export const Loading: Story = {
  args: { list: { state: 'loading' } },
  play: playListLoading('orders-list'),
};

/** No order matches the filters. */
export const Empty: Story = {
  args: { list: { state: 'ready', data: { count: 0, results: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nicio comandă nu corespunde filtrelor.'),
    ).toBeVisible();
  },
};

/** The list failed to load: said, with a retry. */
export const Failure: Story = {
  args: { list: { state: 'error' } },
  play: playListFailure('orders-list'),
};

/** The CSV export is on its way: its button busy. */
export const Exporting: Story = {
  args: { exportState: 'exporting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { busy: true })).toHaveTextContent(
      'Se exportă',
    );
  },
};

/** The CSV export failed: said above the list. */
export const ExportFailure: Story = {
  args: { exportState: 'failure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Exportul nu a reușit',
    );
  },
};
