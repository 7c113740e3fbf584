import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionFixture, shopCategoriesFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  freshVisit,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** `shop/{id}`: a shop category shared as a link (content designed). */
const meta = {
  title: 'Pages/Shop/Shared category',
  ...pageStory('/ro/shop/2'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = shopCategoriesFixture[1]?.name ?? '';

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await pageWithHeading(canvasElement, name);
  },
};

export const LoggedIn: Story = {
  beforeEach: freshVisit(sessionFixture),
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, name);
    await expect(page.getByRole('link', { name: 'Deschide selecția' })).toHaveAttribute(
      'href',
      '/ro/shop-category?category=2',
    );
  },
};
