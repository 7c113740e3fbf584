import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoadingBlock } from '../../test/loading-play';
import { DEMO_COURSES } from '../course-card/course-card.fixtures';
import { type SpecialOffer, SpecialOffers } from './special-offers';

const PRODUCTS: SpecialOffer[] = [
  {
    kind: 'product',
    href: '#p1',
    product: {
      id: 1,
      title: 'Hyaluronic serum 30 ml',
      image: '/demo/catalogue/article-1.svg',
      price: '540 MDL',
      oldPrice: '680 MDL',
      discount: 20,
    },
  },
  {
    kind: 'product',
    href: '#p2',
    product: {
      id: 2,
      title: 'Barrier repair cream',
      image: '/demo/catalogue/article-2.svg',
      price: '410 MDL',
      oldPrice: '455 MDL',
      discount: 10,
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
} satisfies Meta<typeof SpecialOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 8 offers given: 8 slides, 4 visible at 1280 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /din 8/ })).toHaveLength(8);
  },
};

export const ProductsOnly: Story = { args: { offers: PRODUCTS } };

/** The items are loading: the real heading over placeholders of the items' size. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
