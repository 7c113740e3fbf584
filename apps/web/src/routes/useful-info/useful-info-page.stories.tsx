import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionFixture, usefulInfoFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

const [first] = usefulInfoFixture;

/** One useful info page (login required): breadcrumbs back to the list, cover, the text. */
const meta = {
  title: 'Pages/UsefulInfo',
  ...pageStory(`/ro/useful-info/${first?.id}`, sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, first?.title ?? '');
    await expect(page.getByRole('heading', { level: 2, name: 'Sterilizarea' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Informații utile' })).toHaveAttribute(
      'href',
      '/ro/dashboard/useful-info',
    );
  },
};
