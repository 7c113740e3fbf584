import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DEMO_PRODUCT_DISCOUNTED as product } from '../product-card/product-card.fixtures';
import { ShopShare } from './shop-share';

const specialist = {
  name: 'Dr. Elena Popescu',
  image: '/demo/content/specialist.svg',
  specialization: 'Dermatologist, aesthetic medicine',
};

const meta = {
  title: 'Blocks/ShopShare',
  component: ShopShare,
  args: {
    kind: 'product',
    title: product.title,
    image: product.image,
    packaging: product.packaging,
    brand: product.brand,
    specialist,
    signedIn: false,
    openHref: '#product',
    loginHref: '#login?redirect=%2Fro%2Fproduct%2F12%2F3',
    registrationHref: '#registration',
  },
  decorators: [(Story) => <div className="max-w-5xl">{Story()}</div>],
  parameters: {
    usage: {
      use: [
        'The landing of a shared shop link: a product a specialist recommends, or a shop category, with who shares it and one way on.',
        'A logged-in reader gets the link into the shop; anyone else Log in (back to this page) or Create an account.',
      ],
      avoid: [
        'The product itself for a logged-in shop user: use ProductDetail.',
        'The shop closed to this reader for a reason other than logging in: use ShopLock.',
      ],
      keyboard: [
        ['Tab', 'Reaches the open link (logged in), or Log in then Create an account.'],
        ['Enter', 'Follows the focused link.'],
      ],
      screenReader: [
        'A region named by its h1 (the product’s title or the category’s name), after the eyebrow and the brand.',
        '"Recommended by <name>" (or "Shared by") is plain text; the product image, the specialist’s photo and the icons are decorative.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ShopShare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `product/{user}/{id}` for a visitor: what it is, who recommends it, log in or register. */
export const RecommendedProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(product.title);
    await expect(canvasElement).toHaveTextContent('Recomandarea unui specialist');
    await expect(canvasElement).toHaveTextContent('Recomandat de Dr. Elena Popescu');
    await expect(
      canvas.getByRole('link', { name: 'Autentificați-vă pentru a-l vedea' }),
    ).toHaveAttribute('href', '#login?redirect=%2Fro%2Fproduct%2F12%2F3');
    await expect(canvas.getByRole('link', { name: 'Creează un cont' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Deschide produsul' })).toBeNull();
  },
};

/** The same link for a logged-in reader: one way on, to the product. */
export const RecommendedProductSignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Deschide produsul' })).toHaveAttribute(
      'href',
      '#product',
    );
    await expect(canvas.queryByRole('link', { name: 'Creează un cont' })).toBeNull();
  },
};

/** `shop/{id}`: a shop category shared as a link; the illustration stands in for a picture. */
export const SharedCategory: Story = {
  args: {
    kind: 'category',
    title: 'Serums',
    image: null,
    packaging: null,
    brand: null,
    openHref: '#shop?category=2',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Din magazinul nostru profesional');
    await expect(canvasElement).toHaveTextContent('Trimis de Dr. Elena Popescu');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Autentificați-vă pentru a vedea selecția' }),
    ).toHaveAttribute('href', '#login?redirect=%2Fro%2Fproduct%2F12%2F3');
  },
};

/** A shared category without a specialist, for a logged-in reader: it opens the selection. */
export const SharedCategorySignedIn: Story = {
  args: { ...SharedCategory.args, specialist: null, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="shop-share-specialist"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Deschide selecția' })).toHaveAttribute(
      'href',
      '#shop?category=2',
    );
  },
};

/** A phone (375 px): the picture above the text. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // The test runner renders at 1280 px whatever the toolbar says: no baseline of its own.
  parameters: { visual: { disable: true } },
};
