import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { ProductCard, ProductCardSkeleton } from './product-card';
import {
  DEMO_PRODUCT_DISCOUNTED as discounted,
  DEMO_PRODUCT as plain,
  DEMO_PRODUCT_SOLD_OUT as soldOut,
} from './product-card.fixtures';

const meta = {
  title: 'Blocks/ProductCard',
  component: ProductCard,
  args: { product: plain, href: '#product', addState: 'idle', onAdd: fn() },
  decorators: [(Story) => <div className="max-w-72">{Story()}</div>],
  parameters: {
    usage: {
      use: [
        'A product in the shop listing or a row of suggestions: image, brand, title, packaging, price and Add to cart.',
        'Give `addState` from the cart, so the button says "Added" and then "In the cart".',
      ],
      avoid: ['One product on its own page: use ProductDetail.', 'A course: use CourseCard.'],
      keyboard: [
        ['Tab', 'Two stops: the title link (its click area covers the card), then Add to cart.'],
        ['Enter', 'On the title, opens the product page.'],
        [
          'Enter / Space',
          'On Add to cart, adds one; it stays focusable while "Added" or "In the cart" but does nothing then.',
        ],
      ],
      screenReader: [
        'An article whose title is a heading link (h3 by default); the image is decorative and the packaging is read as "Packaging: …".',
        'The price is read as "Price: …" and a struck old price as "Original price: …"; out of stock, "Not in stock" instead.',
        'Adding announces "<title> added to the cart" (a status region); a busy or done button is `aria-disabled`, an out-of-stock one disabled.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, title, packaging, the price in the market currency and add to cart; a click adds it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: plain.title })).toHaveAttribute(
      'href',
      '#product',
    );
    await expect(canvasElement).toHaveTextContent('Dermalogica Pro');
    await expect(canvasElement).toHaveTextContent('50 ml');
    await expect(canvasElement).toHaveTextContent('Preț: 320 MDL');
    const add = canvas.getByRole('button', { name: 'Adaugă în coș' });
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** A discount: the badge, the old price struck through after the new one. */
export const Discounted: Story = {
  args: { product: discounted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('−15%')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Preț: 587 MDL');
    const old = canvasElement.querySelector('s');
    await expect(old).toHaveTextContent('Preț inițial: 690 MDL');
  },
};

/** Prices in lei for Romania (the cart's LEI) and in roubles for Russia. */
export const OtherMarkets: Story = {
  render: (args) => (
    <div className="grid w-[36rem] grid-cols-2 gap-4">
      <ProductCard
        {...args}
        product={{
          ...discounted,
          price: { ...discounted.price, amount: 151, oldAmount: 177, currency: 'LEI' },
        }}
      />
      <ProductCard
        {...args}
        product={{ ...plain, id: 2, price: { ...plain.price, amount: 1632, currency: 'RUB' } }}
      />
    </div>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('151 LEI');
    await expect(canvasElement).toHaveTextContent('1.632 ₽');
  },
};

/** Out of stock: 'Not in stock' instead of the price, no discount badge, the button disabled. */
export const NotInStock: Story = {
  args: { product: soldOut },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Nu este în stoc');
    await expect(canvasElement).not.toHaveTextContent('MDL');
    await expect(canvas.getByRole('button', { name: 'Adaugă în coș' })).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Just added (1.5 s in the cart machine): 'Added', announced, and a second click adds nothing. */
export const Added: Story = {
  args: { addState: 'added' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Adăugat' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${plain.title} a fost adăugat în coș`,
    );
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Already in the cart: 'In the cart'; the product is not added twice (spec 4). */
export const InCart: Story = {
  args: { addState: 'inCart' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'În coș' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A similar product known by title and image only: a link to its page, no price or button. */
export const WithoutPrice: Story = {
  args: {
    product: {
      id: 9,
      title: 'Peptide serum',
      image: '/demo/shop/product-7.svg',
      packaging: null,
      brand: null,
      price: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Peptide serum' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Vezi produsul');
  },
};

/** A card still loading: the card's frame and rhythm, hidden from assistive technology. */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="w-72">
      <ProductCardSkeleton />
    </div>
  ),
  play: ({ canvasElement }) => expectLoadingBlock({ canvasElement, heading: false }),
};
