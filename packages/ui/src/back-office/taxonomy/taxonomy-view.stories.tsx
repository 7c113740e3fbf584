import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_WIDTH, ready } from '../story-helpers';
import { brandsFixture, categoriesFixture, shopCategoriesFixture } from './taxonomy.fixtures';
import { TaxonomyView } from './taxonomy-view';

const meta = {
  title: 'Back office/Taxonomy/TaxonomyView',
  component: TaxonomyView,
  args: {
    categories: ready(categoriesFixture),
    shopCategories: ready(shopCategoriesFixture),
    brands: ready(brandsFixture),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReorder: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TaxonomyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Categories in the listing's order, the fixed ones marked and without a delete; each with its
 * modules; the shop's categories and the brands, those with a logo marked partners.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Categorii și mărci' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Fixă')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Șterge „Cosmetologie”' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Șterge „Tricologie”' })).toBeVisible();
    await expect(canvas.getAllByText('Partener')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Mută „Tricologie” mai sus' }));
    await expect(args.onReorder).toHaveBeenCalledWith('categories', [3, 11, 4]);
    const modules = within(
      canvas.getByRole('list', { name: 'Modulele categoriei „Cosmetologie”' }),
    );
    await userEvent.click(modules.getByRole('button', { name: 'Mută „Peelinguri” mai sus' }));
    await expect(args.onReorder).toHaveBeenCalledWith('modules:3', [2, 1]);
    const section = canvas.getByRole('region', { name: 'Modulele categoriei „Tricologie”' });
    await userEvent.click(within(section).getByRole('button', { name: 'Modul nou' }));
    await expect(args.onCreate).toHaveBeenCalledWith('module', 11);
  },
};

export const Empty: Story = {
  args: { categories: ready([]), shopCategories: ready([]), brands: ready([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Nicio categorie încă.')).toHaveLength(2);
    await expect(canvas.getByText('Nicio marcă încă.')).toBeVisible();
  },
};

/** A list that did not load says so, with a retry; the others show. */
export const LoadFailed: Story = {
  args: { brands: { state: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reîncearcă' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByText('Creme')).toBeVisible();
  },
};

/** The categories' new order is being saved: no moves meanwhile. */
export const Reordering: Story = {
  args: { reorder: { list: 'categories', state: 'saving' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mută „Tricologie” mai sus' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mută „Peelinguri” mai sus' })).toBeEnabled();
  },
};

/** The modules' new order was not saved: said under their list. */
export const ReorderFailed: Story = {
  args: { reorder: { list: 'modules:3', state: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Noua ordine nu a fost salvată. Reîncearcă.'),
    ).toBeVisible();
  },
};

/** At 375 px each record keeps its buttons beside it; long names are cut. */
export const Phone: Story = {
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Marcă nouă' })).toBeVisible();
  },
};
