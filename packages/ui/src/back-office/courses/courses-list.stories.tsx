import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playListFailure, playListLoading, searchedListArgs } from '../story-helpers';
import { courseCategoriesFixture, courseRowsFixture } from './courses.fixtures';
import { type CourseFilters, CoursesList } from './courses-list';

const noFilters: CourseFilters = { state: 'all', category: 'all' };

const meta = {
  title: 'Back office/Courses/CoursesList',
  component: CoursesList,
  args: {
    ...searchedListArgs(),
    filters: noFilters,
    onFiltersChange: fn(),
    categories: courseCategoriesFixture,
    rows: courseRowsFixture,
    count: courseRowsFixture.length,
    onCreate: fn(),
    courseHref: (course) => `/ro/admin/course/${course.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CoursesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published courses and a draft: price with its discount, a free one, videos and buyers. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Cursuri' }));
    await expect(table.getByRole('link', { name: 'Biorevitalizare' })).toHaveAttribute(
      'href',
      '/ro/admin/course/2',
    );
    await expect(table.getByText(/−20%/)).toBeVisible();
    await expect(table.getByText('Gratuit')).toBeVisible();
    await expect(table.getByText('Ciornă')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Curs nou' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** The drafts of a category, after a search; choosing another state asks for it. */
export const Filtered: Story = {
  args: {
    filters: { state: 'draft', category: '3' },
    q: 'masaj',
    rows: courseRowsFixture.filter((course) => !course.is_published),
    count: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('masaj');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stare' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Publicate' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ state: 'published', category: '3' });
  },
};

export const Empty: Story = {
  args: { rows: [], count: 0, filters: { ...noFilters, state: 'draft' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Niciun curs nu corespunde.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], count: 0 },
  play: playListLoading('courses-list'),
};

export const Failure: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: playListFailure('courses-list'),
};

/** At 375 px the filters stack and the table scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Cursuri' })).toBeVisible();
  },
};
