import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The demo user's orders, newest first: shop orders with their lines, a course order. */
const meta = {
  title: 'Pages/Dashboard/Orders',
  ...pageStory('/ro/dashboard/orders', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Istoricul comenzilor');
    await expectDashboardAt(canvasElement, 'Comenzi');
    await expect(page.getAllByText('Plătită')).toHaveLength(3);
    await expect(page.getByText('21 noiembrie 2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plătește Comanda nr. 312' })).toHaveAttribute(
      'href',
      '/ro/payment?order=312',
    );
  },
};
