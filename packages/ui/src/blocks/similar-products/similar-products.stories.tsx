import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { DEMO_PRODUCTS } from '../product-card/product-card.fixtures';
import { SimilarProducts } from './similar-products';

const meta = {
  title: 'Blocks/SimilarProducts',
  component: SimilarProducts,
  args: {
    products: DEMO_PRODUCTS.slice(0, 7),
    productHref: (product) => `#product-${product.id}`,
    onAdd: fn(),
    defaultPaused: true,
  },
  parameters: {
    usage: {
      use: [
        'Under a product page: similar products as ProductCards in a carousel that moves on every 5 s, two cards a step (one on phones).',
        'It renders nothing without products; `loading` shows card placeholders under the heading.',
      ],
      avoid: [
        'The shop listing with filters and pages: use ProductGrid.',
        'Discounted courses and products on the home page: use SpecialOffers.',
      ],
      keyboard: [
        [
          'Tab',
          'Pause autoplay, Previous slide and Next slide in the heading, then each card’s title link and Add to cart (and the dots on phones).',
        ],
        ['Enter / Space', 'Presses the focused control; Enter on a title opens the product.'],
        ['← / →', 'With focus in the carousel: the previous or next step.'],
      ],
      screenReader: [
        'A region with the role description "carousel", named by its h2 "Similar products"; each card is a slide group "3 of 7".',
        'Autoplay stops while the pointer is over it, while focus is inside, and under reduced motion; the Pause/Start autoplay button says which it will do.',
        'While it rotates the track is not live; once paused, the cards brought into view are read. Adding to the cart is announced by the card.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof SimilarProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

const slideWidthRatio = (canvasElement: HTMLElement) => {
  const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]') as HTMLElement;
  const slide = canvasElement.querySelector('[data-slot="carousel-item"]') as HTMLElement;
  return viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width;
};

/**
 * 1280 px: three cards (four only above 1800 px), two a step; autoplay with its pause/play button,
 * no dots. The cards add to the cart.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Produse similare' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carusel');
    await expect(Math.round(slideWidthRatio(canvasElement))).toBe(3);
    await expect(canvas.getByRole('button', { name: 'Pornește derularea automată' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Alege diapozitivul' })).toBeNull();
    const next = canvas.getByRole('button', { name: 'Diapozitivul următor' });
    await waitFor(() => expect(next).toBeEnabled());
    const slides = canvas.getAllByRole('group', { name: /din 7/ });
    const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]') as HTMLElement;
    // Measured from the carousel's own edge, so that only the slides' movement counts.
    const left = (slide: number) =>
      (slides[slide]?.getBoundingClientRect().left ?? Number.NaN) -
      viewport.getBoundingClientRect().left;
    const start = left(0);
    await userEvent.click(next);
    // At rest where the first slide was (not merely on its way): the next click lands on a still page.
    await waitFor(() => expect(left(2)).toBeCloseTo(start, 0));
    // A card brought into view adds to the cart (a click on a card out of view would first
    // scroll the clipped track under the browser's focus, which is not what a visitor can do).
    const shown = within(slides[2] as HTMLElement);
    await userEvent.click(shown.getByRole('button', { name: 'Adaugă în coș' }));
    await expect(args.onAdd).toHaveBeenCalledWith(DEMO_PRODUCTS[2]);
  },
};

/**
 * 767 px: two cards a view (up to 800 px). The test runner renders every story at 1280 px, so
 * this one is for the eye, with the viewport toolbar; no baseline of its own.
 */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet767', isRotated: false } },
  parameters: { visual: { disable: true } },
};

/**
 * 430 px: one card a view and one a step, with dots (one per card). For the eye, with the viewport
 * toolbar, as above.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone430', isRotated: false } },
  parameters: { visual: { disable: true } },
};

/** Similar products known by title and image only (no catalogue at hand): links to their pages. */
export const WithoutPrices: Story = {
  args: {
    products: DEMO_PRODUCTS.slice(0, 4).map((product) => ({ ...product, price: null })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Adaugă în coș' })).toBeNull();
  },
};

/** On its way: the real heading over four card placeholders. */
export const Loading: Story = {
  args: { loading: true, products: [] },
  play: ({ canvasElement }) => expectLoadingBlock({ canvasElement }),
};

/** Nothing similar: the section is left out. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="similar-products"]')).toBeNull();
  },
};
