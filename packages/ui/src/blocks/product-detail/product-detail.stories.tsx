import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DEMO_PRODUCT_DETAIL as product } from '../product-card/product-card.fixtures';
import { ProductDetail } from './product-detail';

const meta = {
  title: 'Blocks/ProductDetail',
  component: ProductDetail,
  args: {
    product,
    addState: 'idle',
    onAdd: fn(),
    onQuantityChange: fn(),
    productHref: (id: number) => `#product-${id}`,
    homeHref: '#home',
    listingHref: '#shop',
  },
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'A shop product’s page: gallery, price, packagings, quantity and Add to cart, then the descriptions and the return policy.',
        'Keep `quantity` in the page when it must survive re-renders; otherwise the block keeps its own, from 1.',
      ],
      avoid: [
        'Products in a list: use ProductCard (or ProductGrid for the listing).',
        'A course page: use CourseHero and CourseContent.',
      ],
      keyboard: [
        [
          'Tab',
          'Breadcrumbs, image thumbnails, packaging links, Decrease, the quantity field, Increase, Add to cart, then the section toggles.',
        ],
        [
          'Enter / Space',
          'A thumbnail shows its image; the steppers change the quantity; Add to cart adds it; a section title folds its text.',
        ],
        [
          '↑ / ↓',
          'In the quantity field, one more or one fewer (never below 1); between section titles, the next or previous one.',
        ],
      ],
      screenReader: [
        'An article named by its h1 (the product); breadcrumbs and the packagings are navigations, the current packaging `aria-current="page"`.',
        'The main image’s alt is "<title>, image 2"; thumbnails are toggle buttons "Show image 2 of 4" with `aria-pressed`.',
        'Quantity is a labelled number field; at 1 Decrease is `aria-disabled`. Adding announces "<title> added to the cart".',
      ],
    } satisfies Usage,
  },
  decorators: [(Story) => <div className="max-w-content mx-auto p-6">{Story()}</div>],
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A discounted product: badge, both prices, the breadcrumb back to the listing, packagings as
 * links. The thumbnails switch the image; the quantity never drops below 1; add sends it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(product.title);
    const trail = canvas.getByRole('navigation', { name: 'Fir de navigare' });
    await expect(within(trail).getByRole('link', { name: 'Magazin profesional' })).toHaveAttribute(
      'href',
      '#shop',
    );
    await expect(canvas.getByText('−15%')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Preț: 587 MDL');
    await expect(canvasElement).toHaveTextContent('Preț inițial: 690 MDL');

    // Gallery: the second thumbnail shows the second image.
    const main = canvas.getByRole('img', { name: `${product.title}, imaginea 1` });
    await expect(main).toHaveAttribute('src', product.images[0]);
    const second = canvas.getByRole('button', { name: 'Arată imaginea 2 din 2' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: `${product.title}, imaginea 2` })).toHaveAttribute(
      'src',
      product.images[1],
    );

    // Packagings: links, the current one marked.
    await expect(canvas.getByRole('link', { name: /30 ml/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /100 ml/ })).toHaveAttribute(
      'href',
      '#product-11',
    );

    // Quantity: 1 is the floor; + and typing raise it.
    const quantity = canvas.getByLabelText('Cantitate');
    const decrease = canvas.getByRole('button', { name: 'Micșorează cantitatea' });
    const increase = canvas.getByRole('button', { name: 'Mărește cantitatea' });
    await expect(quantity).toHaveValue(1);
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(quantity).toHaveValue(1);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(quantity).toHaveValue(3);
    await userEvent.click(decrease);
    await expect(quantity).toHaveValue(2);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Adaugă în coș' }));
    await expect(args.onAdd).toHaveBeenCalledWith(2);

    // The description is open; the return policy opens on demand.
    await expect(canvasElement).toHaveTextContent('Deep hydration for 24 hours');
    await userEvent.click(canvas.getByRole('button', { name: 'Politica de retur' }));
    await expect(canvasElement).toHaveTextContent('Puteți returna un produs în 14 zile');
  },
};

/** Typing a quantity: a whole number of at least 1 is taken; an empty field comes back on leaving. */
export const TypedQuantity: Story = {
  play: async ({ canvasElement, args }) => {
    const quantity = within(canvasElement).getByLabelText('Cantitate');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(12);
    await userEvent.clear(quantity);
    await userEvent.tab();
    await expect(quantity).toHaveValue(12);
  },
};

/** Just added (1.5 s in the cart machine): 'Added', announced; another click adds nothing. */
export const Added: Story = {
  args: { addState: 'added' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Adăugat' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('adăugat în coș');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Already in the cart: 'In the cart'. */
export const InCart: Story = {
  args: { addState: 'inCart' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'În coș' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Out of stock: 'Not in stock' instead of the prices, no badge, quantity and add disabled. */
export const NotInStock: Story = {
  args: { product: { ...product, price: { ...product.price, inStock: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Nu este în stoc');
    await expect(canvasElement).not.toHaveTextContent('587 MDL');
    await expect(canvas.queryByText('−15%')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Adaugă în coș' })).toBeDisabled();
    await expect(canvas.getByLabelText('Cantitate')).toBeDisabled();
  },
};

/** One image and one packaging: no thumbnails, the packaging as plain text; no discount. */
export const Simple: Story = {
  args: {
    product: {
      ...product,
      brand: null,
      images: ['/demo/shop/product-1.svg'],
      price: { amount: 320, oldAmount: null, discount: null, inStock: true, currency: 'MDL' },
      variants: [{ id: 3, packaging: '30 ml', size: '4 × 4 × 12 cm', current: true }],
      description2: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Arată imaginea/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /30 ml/ })).toBeNull();
    await expect(canvasElement).toHaveTextContent('Ambalaj: 30 ml · 4 × 4 × 12 cm');
    await expect(canvas.queryByRole('button', { name: 'Utilizare și detalii' })).toBeNull();
  },
};

/** A phone (375 px): the gallery above the buying column. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // The test runner renders at 1280 px whatever the toolbar says: no baseline of its own.
  parameters: { visual: { disable: true } },
};
