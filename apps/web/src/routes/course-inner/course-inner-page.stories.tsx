import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { playerAccessFixture, sessionFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** The course player of the demo user's access 12 (session restored at start). */
const meta = {
  title: 'Pages/CourseInner',
  ...pageStory(`/ro/course-inner/${playerAccessFixture.id}`, sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens at the first unfinished video; choosing another plays it in the same element. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, playerAccessFixture.course.name);
    const list = canvasElement.querySelector('[data-slot="video-list"]') as HTMLElement;
    const items = within(list).getAllByRole('button');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await userEvent.click(items[2] as HTMLElement);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/demo/video/practice.mp4'));
    await expect(canvasElement.querySelector('video')).toBe(video);
  },
};
