import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  freshVisit,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** `product/{user}/{id}`: a product a specialist recommends (content designed). */
const meta = {
  title: 'Pages/Shop/Recommended product',
  ...pageStory('/ro/product/5/2'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: what it is, and a login that comes back here. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Un produs ales pentru dumneavoastră');
    await expect(
      page.getByRole('link', { name: 'Autentificați-vă pentru a-l vedea' }),
    ).toHaveAttribute('href', `/ro/login?redirect=${encodeURIComponent('/ro/product/5/2')}`);
  },
};

/** A reader who may buy it sees it and opens its page. */
export const LoggedIn: Story = {
  beforeEach: freshVisit(sessionFixture),
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, productFixture(2).title);
    await expect(page.getByRole('link', { name: 'Deschide produsul' })).toHaveAttribute(
      'href',
      '/ro/shop-item/2',
    );
  },
};
