import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { DEMO_COURSES } from '../course-card/course-card.fixtures';
import { type SpecialOffer, SpecialOffers } from './special-offers';

/** Special-offer products of the Moldovan market, priced for a professional. */
const PRODUCTS: SpecialOffer[] = [
  {
    kind: 'product',
    href: '#p1',
    product: {
      id: 1,
      title: 'Hyaluronic acid serum',
      image: '/demo/shop/product-2.svg',
      packaging: '30 ml',
      brand: 'Mesoline',
      price: { amount: 587, oldAmount: 690, discount: 15, inStock: true, currency: 'MDL' },
    },
  },
  {
    kind: 'product',
    href: '#p2',
    product: {
      id: 2,
      title: 'Alginate mask',
      image: '/demo/shop/product-4.svg',
      packaging: '500 g',
      brand: 'Skin Lab',
      price: { amount: 349, oldAmount: 410, discount: 15, inStock: true, currency: 'MDL' },
    },
  },
];
const COURSES: SpecialOffer[] = DEMO_COURSES.filter((course) => course.discount).map((course) => ({
  kind: 'course',
  course,
  href: `#course-${course.id}`,
}));
const OFFERS = [...COURSES, ...PRODUCTS, ...COURSES, ...PRODUCTS].map((offer, index) =>
  offer.kind === 'course'
    ? { ...offer, course: { ...offer.course, id: 100 + index } }
    : { ...offer, product: { ...offer.product, id: 100 + index } },
);

const meta = {
  title: 'Blocks/SpecialOffers',
  component: SpecialOffers,
  args: { offers: OFFERS },
  parameters: {
    usage: {
      use: [
        'The home page’s special offers: up to 8 discounted courses and, for a shop user, the market’s offer products, 4 visible on wide screens.',
        'It renders nothing without offers; `loading` shows card placeholders under the heading.',
      ],
      avoid: [
        'Products like the one on a product page: use SimilarProducts.',
        'All courses or all products: use the course catalogue or ProductGrid.',
      ],
      keyboard: [
        [
          'Tab',
          'Previous slide and Next slide in the heading, then each card’s title link (product cards here have no Add to cart).',
        ],
        [
          'Enter / Space',
          'On an arrow, moves one card; Enter on a title opens the course or product.',
        ],
        ['← / →', 'With focus in the carousel: the previous or next card.'],
      ],
      screenReader: [
        'A region with the role description "carousel", named by its h2 "Special offers"; each card is a slide group "2 of 8".',
        'Each card is an article named by its heading link, with its discount and prices read out; the track is a polite live region.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof SpecialOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 8 offers given: 8 slides, 4 visible at 1280 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /din 8/ })).toHaveLength(8);
  },
};

/** A shop user's market offers: product cards with the market's price, no add button. */
export const ProductsOnly: Story = {
  args: { offers: PRODUCTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hyaluronic acid serum' })).toHaveAttribute(
      'href',
      '#p1',
    );
    await expect(canvasElement.querySelectorAll('[data-slot=add-to-cart]')).toHaveLength(0);
  },
};

/** The items are loading: the real heading over placeholders of the items' size. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
