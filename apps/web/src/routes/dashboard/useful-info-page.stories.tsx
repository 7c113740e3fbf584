import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionFixture, usefulInfoFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The useful info pages, a card each. */
const meta = {
  title: 'Pages/Dashboard/UsefulInfo',
  ...pageStory('/ro/dashboard/useful-info', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Informații utile');
    await expectDashboardAt(canvasElement, 'Informații utile');
    await expect(page.getByRole('link', { name: usefulInfoFixture[1]?.title })).toHaveAttribute(
      'href',
      `/ro/useful-info/${usefulInfoFixture[1]?.id}`,
    );
  },
};
