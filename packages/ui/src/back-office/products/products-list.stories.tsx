import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playListFailure, playListLoading, searchedListArgs } from '../story-helpers';
import {
  productBrandsFixture,
  productCategoriesFixture,
  productRowsFixture,
} from './products.fixtures';
import { type ProductFilters, ProductsList } from './products-list';

const noFilters: ProductFilters = { category: 'all', brand: 'all', status: 'all', stock: 'all' };

const meta = {
  title: 'Back office/Products/ProductsList',
  component: ProductsList,
  args: {
    ...searchedListArgs(),
    sort: { id: 'id', desc: false },
    filters: noFilters,
    onFiltersChange: fn(),
    categories: productCategoriesFixture,
    brands: productBrandsFixture,
    rows: productRowsFixture,
    count: productRowsFixture.length,
    onCreate: fn(),
    productHref: (product) => `/ro/admin/product/${product.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown and hidden products: prices per market in their currencies, a sold-out one said in words. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Produse' }));
    await expect(table.getByRole('link', { name: 'Cremă cu retinol 0,3 %' })).toHaveAttribute(
      'href',
      '/ro/admin/product/2',
    );
    // Romania's price in LEI on both priced rows; the hidden product has none.
    await expect(table.getAllByText('120 LEI', { exact: false })).toHaveLength(2);
    await expect(table.getByText('Stoc epuizat')).toBeVisible();
    await expect(table.getByText('Ascuns')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Produs nou' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Only the sold-out products of a brand, after a search. */
export const Filtered: Story = {
  args: {
    filters: { ...noFilters, brand: '1', stock: 'out' },
    q: 'cremă',
    rows: productRowsFixture.filter((product) => product.stock === 0),
    count: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('cremă');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stare' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Ascunse' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...noFilters,
      brand: '1',
      stock: 'out',
      status: 'inactive',
    });
  },
};

/** No product matches the filters. */
export const Empty: Story = {
  args: { rows: [], count: 0, filters: { ...noFilters, status: 'inactive' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Niciun produs nu corespunde.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], count: 0 },
  play: playListLoading('products-list'),
};

export const Failure: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: playListFailure('products-list'),
};

/** At 375 px the filters stack and the table scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Produse' })).toBeVisible();
  },
};
