import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productsFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  freshVisit,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The shop listing of the demo cosmetologist in Moldova (MDL): filters, cards, pages. */
const meta = {
  title: 'Pages/Shop/Listing',
  ...pageStory('/ro/shop-category', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Magazin profesional');
    await expect(page.getAllByRole('article')).toHaveLength(productsFixture.length);
    await expect(page.getAllByText(/MDL/).length).toBeGreaterThan(0);
  },
};

/** A user outside Moldova, Romania and Russia: the lock says why (spec 5, Shop lock). */
export const OutsideTheRegions: Story = {
  beforeEach: freshVisit({
    ...sessionFixture,
    profile: { ...sessionFixture.profile, city: 'Germany' },
  }),
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Cosmetică pentru profesioniști');
    await expect(page.queryAllByRole('article')).toHaveLength(0);
  },
};
