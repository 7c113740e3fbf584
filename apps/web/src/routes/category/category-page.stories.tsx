import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { coursesFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_LOAD, PAGE_PARAMETERS, pageStory } from '../../mocks/page-story';

/** The course catalogue (spec 2.4): category in the hash, module in `?module=`, 'load more'. */
const meta = {
  title: 'Pages/Category',
  ...pageStory('/ro/category'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const catalogue = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Cursuri' }));
const expectPressed = (button: HTMLElement) =>
  expect(button).toHaveAttribute('aria-pressed', 'true');

/** Every course: a first page of 8 and 'load more' for the rest. */
export const AllCourses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(`Rezultate: ${coursesFixture.length}`, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(catalogue(canvasElement).getAllByRole('article')).toHaveLength(8);
    await expect(page.getByRole('button', { name: 'Încarcă mai mult' })).toBeVisible();
  },
};

/** Opened from a link to a category's module: `#cosmetology` and `?module=32` (peels). */
export const FilteredByModule: Story = {
  args: { path: '/ro/category?module=32#cosmetology' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Rezultate: 1', {}, PAGE_LOAD)).toBeVisible();
    await expectPressed(page.getByRole('button', { name: 'Cosmetologie' }));
    await expectPressed(page.getByRole('button', { name: 'Peeling-uri chimice' }));
    const [card] = catalogue(canvasElement).getAllByRole('article');
    await expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/ro/course/2?module=32',
    );
  },
};

/** A category chosen by a click: its modules appear with the first one selected. */
export const CategoryChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Masaj' }, PAGE_LOAD));
    await expect(await page.findByText('Rezultate: 2')).toBeVisible();
    await expectPressed(page.getByRole('button', { name: 'Masaj facial' }));
  },
};
