import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { protocolsFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The protocols of the demo user's courses: files that open in a new tab. */
const meta = {
  title: 'Pages/Dashboard/Protocols',
  ...pageStory('/ro/dashboard/protocols', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Protocoale');
    await expectDashboardAt(canvasElement, 'Protocoale');
    const link = page.getByRole('link', {
      name: `${protocolsFixture[0]?.title} (se deschide într-o filă nouă)`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
