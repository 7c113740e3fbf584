import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { courseDetailFixture, courseFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_LOAD, pageStory, pageWithHeading } from '../../mocks/page-story';

// A discounted course (−15 %), as most visitors find one.
const course = courseDetailFixture(courseFixture(4));

/** The course page (spec 2.5) of a visitor: hero, chapters and the buy modal. */
const meta = {
  title: 'Pages/Course',
  ...pageStory(`/ro/course/${course.id}`),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, course.title);
    const breadcrumbs = page.getByRole('navigation', { name: 'Fir de navigare' });
    await expect(within(breadcrumbs).getByRole('link', { name: 'Cursuri' })).toHaveAttribute(
      'href',
      '/ro/category',
    );
    await expect(page.getByRole('button', { name: 'Cumpără cursul' })).toBeEnabled();
    await expect(page.getByText(course.course_content[0]?.name ?? '')).toBeInTheDocument();
  },
};

/** The buy modal opened: the price after the discount and what the buyer gets. */
export const BuyDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cumpără cursul' }, PAGE_LOAD));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Cumpărarea cursului',
    });
    await expect(within(dialog).getByText(course.title)).toBeVisible();
    await expect(
      within(dialog).getByText(`Toate cele ${course.total_video_count} videoclipuri ale cursului`),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continuă' })).toBeEnabled();
  },
};
