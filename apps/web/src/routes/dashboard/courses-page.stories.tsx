import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accessListFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The dashboard's courses of the demo user (session restored at start), then the plans. */
const meta = {
  title: 'Pages/Dashboard/Courses',
  ...pageStory('/ro/dashboard/courses', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Cursurile mele');
    await expectDashboardAt(canvasElement, 'Cursurile mele');
    const first = accessListFixture[0];
    await expect(page.getByRole('link', { name: first?.course.name })).toHaveAttribute(
      'href',
      `/ro/course-inner/${first?.id}`,
    );
    await expect(page.getAllByRole('progressbar')).toHaveLength(accessListFixture.length);
    await expect(within(canvasElement).getByText('1.200 MDL')).toBeInTheDocument();
  },
};
