import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { aboutFixture, authorFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** The whole About page in the app shell, its API answered by the MSW handlers unit tests use. */
const meta = {
  title: 'Pages/About',
  ...pageStory('/ro/about'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, aboutFixture.title);
    await expect(await page.findByText(authorFixture.sub_title)).toBeVisible();
  },
};
