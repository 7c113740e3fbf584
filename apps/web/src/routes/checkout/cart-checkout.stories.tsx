import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { toCartProduct } from '../../api/shop';
import { productFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  freshVisit,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The shop's checkout with two products in the cart: lines, order form, the server's totals. */
const meta = {
  title: 'Pages/Shop/Checkout',
  ...pageStory('/ro/checkout', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
  beforeEach: () => {
    freshVisit(sessionFixture)();
    const lines = [
      { ...toCartProduct(productFixture(2)), cnt: 2 },
      { ...toCartProduct(productFixture(4)), cnt: 1 },
    ];
    localStorage.setItem('cart', JSON.stringify(lines));
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCart: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Finalizarea comenzii');
    await expect(page.getByText(productFixture(2).title)).toBeVisible();
    await expect(page.getByText(productFixture(4).title)).toBeVisible();
    // The server's totals of these lines have come (the stock check on entering may ask again).
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="quote"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
    );
  },
};
