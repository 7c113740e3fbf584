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

/** The demo user's shop history: cashback balance, its ledger, the shop purchases. */
const meta = {
  title: 'Pages/Dashboard/Shop',
  ...pageStory('/ro/dashboard/shop', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Istoricul cumpărăturilor și cashback');
    await expectDashboardAt(canvasElement, 'Cashback');
    await expect(page.getByText('32 MDL')).toBeVisible();
    await expect(page.getByText('Folosit pentru comanda nr. 312')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plătește Comanda nr. 312' })).toHaveAttribute(
      'href',
      '/ro/payment?order=312',
    );
  },
};
