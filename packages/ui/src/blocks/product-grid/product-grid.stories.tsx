import { SHOP_FILTER_PAGE_SIZE } from '@academy/contract/rules';
import { clampShopPage, shopPageCount } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import type { ProductAddState } from '../product-card/product-card';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '../product-card/product-card.fixtures';
import { ProductGrid, type ProductGridProps, ShopPagination } from './product-grid';

/**
 * The listing as a page drives it: the filters and the page are the URL's (here: state), the
 * cards are the page's slice of the filtered catalogue.
 */
function Listing({
  initialCategory = null,
  initialBrand = null,
  initialPage = 1,
  ...props
}: Partial<ProductGridProps> & {
  initialCategory?: number | null;
  initialBrand?: number | null;
  initialPage?: number;
}) {
  const [category, setCategory] = useState(initialCategory);
  const [brand, setBrand] = useState(initialBrand);
  const [added, setAdded] = useState<number[]>([]);
  const matching = DEMO_PRODUCTS.filter(
    (p) =>
      (category === null || p.category === category) && (brand === null || p.brandId === brand),
  );
  const pageCount = shopPageCount(matching.length);
  const page = clampShopPage(initialPage, pageCount);
  const start = (page - 1) * SHOP_FILTER_PAGE_SIZE;
  return (
    <ProductGrid
      products={matching.slice(start, start + SHOP_FILTER_PAGE_SIZE)}
      total={matching.length}
      categories={DEMO_CATEGORIES}
      brands={DEMO_BRANDS}
      category={category}
      brand={brand}
      page={page}
      pageCount={pageCount}
      hrefForPage={(n) => `#page-${n}`}
      productHref={(product) => `#product-${product.id}`}
      addStateOf={(id): ProductAddState => (added.includes(id) ? 'inCart' : 'idle')}
      {...props}
      onCategoryChange={(id) => {
        setCategory(id);
        props.onCategoryChange?.(id);
      }}
      onBrandChange={(id) => {
        setBrand(id);
        props.onBrandChange?.(id);
      }}
      onResetFilters={() => {
        setCategory(null);
        setBrand(null);
        props.onResetFilters?.();
      }}
      onAdd={(product) => {
        setAdded((ids) => [...ids, product.id]);
        props.onAdd?.(product);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/ProductGrid',
  component: Listing,
  args: {
    onCategoryChange: fn(),
    onBrandChange: fn(),
    onResetFilters: fn(),
    onAdd: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'The shop listing: the h1, category chips, a brand select, six ProductCards a page and page links (the page lives in the URL).',
        'Pass `loading` while the catalogue loads; with no match it offers "Reset filters".',
      ],
      avoid: [
        'A few products below another page: use SimilarProducts or a row of ProductCards.',
        'Courses: use the course catalogue flow.',
      ],
      keyboard: [
        [
          'Tab',
          'The category chips, the brand select, each card’s title and Add to cart, then the page links.',
        ],
        [
          'Enter / Space',
          'A chip filters by its category (again: all categories); on the select, opens its list.',
        ],
        ['↑ / ↓, Enter, Esc', 'In the open brand list: move, choose, or close without choosing.'],
      ],
      screenReader: [
        'A region named by its h1; the product count ("Products: 12") is a polite live region, so a filter’s effect is heard.',
        'The chips are toggle buttons (`aria-pressed`) in a group "Categories"; the select is labelled "Brand".',
        'Pages are a navigation "Pages" of links "Page 2", the current one `aria-current="page"`; while loading, the region is `aria-busy`.',
      ],
    } satisfies Usage,
  },
  decorators: [(Story) => <div className="max-w-content mx-auto p-6">{Story()}</div>],
} satisfies Meta<typeof Listing>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="product-card"]');

/** Page 1 of 2: six cards, the results count, page links; a category chip toggles on and off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Magazin profesional',
    );
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(canvasElement).toHaveTextContent('Produse: 10');
    const pages = canvas.getByRole('navigation', { name: 'Pagini' });
    await expect(within(pages).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '#page-2',
    );
    await expect(within(pages).getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '#page-2',
    );
    await expect(within(pages).queryByRole('link', { name: 'Pagina anterioară' })).toBeNull();

    const categories = canvas.getByRole('group', { name: 'Categorii' });
    const serums = within(categories).getByRole('button', { name: 'Serums' });
    await userEvent.click(serums);
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(2);
    await expect(serums).toHaveAttribute('aria-pressed', 'true');
    await expect(within(categories).getByRole('button', { name: 'Toate' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvasElement).toHaveTextContent('Produse: 3');
    await expect(canvas.queryByRole('navigation', { name: 'Pagini' })).toBeNull();
    await userEvent.click(serums);
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
    await expect(canvasElement).toHaveTextContent('Produse: 10');
  },
};

/** The brand select (Radix): choosing a brand narrows the cards; 'All brands' widens them again. */
export const BrandFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(select).toHaveTextContent('Toate brandurile');
    await userEvent.click(select);
    await userEvent.click(await body.findByRole('option', { name: 'Skin Lab' }));
    await expect(args.onBrandChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
    await expect(select).toHaveTextContent('Skin Lab');
    await expect(select).toHaveFocus();
  },
};

/** The last page: four cards, 'previous' leads back, no 'next'. Adding puts a card in the cart. */
export const LastPage: Story = {
  args: { initialPage: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(4);
    const pages = canvas.getByRole('navigation', { name: 'Pagini' });
    await expect(within(pages).getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute(
      'href',
      '#page-1',
    );
    await expect(within(pages).queryByRole('link', { name: 'Pagina următoare' })).toBeNull();
    const [first] = canvas.getAllByRole('button', { name: 'Adaugă în coș' });
    await userEvent.click(first as HTMLElement);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'În coș' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The page links alone, many pages: previous, the first, the current page with its neighbours,
 * the last, next; '…' for the runs left out.
 */
export const Pagination: Story = {
  render: () => <ShopPagination page={6} pageCount={12} hrefForPage={(n) => `#page-${n}`} />,
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Pagini' }));
    const labels = pages
      .getAllByRole('link')
      .map((link) => link.textContent || link.getAttribute('aria-label'));
    await expect(labels).toEqual([
      'Pagina anterioară',
      '1',
      '5',
      '6',
      '7',
      '12',
      'Pagina următoare',
    ]);
    await expect(pages.getByRole('link', { name: 'Pagina 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '#page-7',
    );
  },
};

/** Nothing matches the filters: the reason and a reset of both filters. */
export const EmptyFiltered: Story = {
  args: { initialCategory: 5, initialBrand: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="product-grid"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvasElement).toHaveTextContent('Niciun produs nu corespunde acestor filtre');
    await userEvent.click(canvas.getByRole('button', { name: 'Resetează filtrele' }));
    await expect(args.onResetFilters).toHaveBeenCalledOnce();
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};

/** No products for this user at all: a calm message, nothing to reset. */
export const EmptyCatalogue: Story = {
  args: { products: [], total: 0, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Încă nu există produse pentru dvs.');
    await expect(canvas.queryByRole('button', { name: 'Resetează filtrele' })).toBeNull();
  },
};

/** The catalogue on its way: the real heading, placeholders of the filters and of six cards. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expectLoadingBlock({ canvasElement, heading: false });
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A phone (375 px): one column, the category chips in one row that scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // The test runner renders at 1280 px whatever the toolbar says: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};
