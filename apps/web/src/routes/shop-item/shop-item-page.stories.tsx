import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productFixture, sessionFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** A product page for the demo cosmetologist in Moldova: price, quantity, add to cart. */
const meta = {
  title: 'Pages/Shop/Product',
  ...pageStory('/ro/shop-item/2', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, productFixture(2).title);
    await expect(page.getByRole('button', { name: 'Adaugă în coș' })).toBeEnabled();
  },
};
