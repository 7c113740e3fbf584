import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { DEMO_COURSES } from '../course-card/course-card.fixtures';
import { CategoryTabs } from './category-tabs';

const CATEGORIES = [
  { id: 3, name: 'Injectable aesthetics', slug: 'injectables' },
  { id: 4, name: 'Cosmetology', slug: 'cosmetology' },
  { id: 8, name: 'Trichology', slug: 'trichology' },
].map((category, index) => ({
  ...category,
  courses: [...DEMO_COURSES.slice(index * 2), ...DEMO_COURSES].slice(0, 4),
  seeAllHref: `#${category.slug}`,
}));

const meta = {
  title: 'Blocks/CategoryTabs',
  component: CategoryTabs,
  args: { categories: CATEGORIES, courseHref: (course) => `#course-${course.id}` },
  parameters: {
    usage: {
      use: [
        'The home page preview of courses by category: one tab per category, four course cards each and a "see all" link.',
        'With `loading` while the courses come: the heading over tab and card placeholders.',
      ],
      avoid: [
        'Filtering a full listing: use the catalogue filters, which change the URL; tabs here only switch previews.',
        'A single category: show its courses in COURSE_GRID under a SectionHeading, as AgeMedicineStrip does.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the chosen tab (one stop for the tab list), then to the panel, its course cards and "see all".',
        ],
        [
          'ArrowLeft / ArrowRight',
          'Moves to the previous or next tab and shows its courses at once (wraps around).',
        ],
        ['Home / End', 'Moves to the first or last tab and shows its courses.'],
      ],
      screenReader: [
        'A region named by its h2; the tab list is named by the same heading, each tab says "selected" or not and "n of m".',
        'The panel is a tabpanel named by its tab; only the chosen panel is in the page.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category: arrow keys move between tabs (wrapping) and show their courses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Cosmetology');
    await expect(canvas.getByRole('link', { name: /Vezi toate/ })).toHaveAttribute(
      'href',
      '#cosmetology',
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAttribute('tabindex', '-1');
  },
};

/** Opened on the third category; a press on another tab shows its courses. */
export const ThirdCategorySelected: Story = {
  args: { defaultCategoryId: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Trichology' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Trichology');
    // The press and the focus it leaves are undone at the end, so the baseline stays the same.
    const cosmetology = canvas.getByRole('tab', { name: 'Cosmetology' });
    await userEvent.click(cosmetology);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Cosmetology');
    await userEvent.click(canvas.getByRole('tab', { name: 'Trichology' }));
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Trichology');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The items are loading: the real heading over placeholders of the items' size. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
