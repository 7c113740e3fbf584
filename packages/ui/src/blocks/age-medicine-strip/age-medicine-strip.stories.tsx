import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { DEMO_COURSES } from '../course-card/course-card.fixtures';
import { AgeMedicineStrip } from './age-medicine-strip';

const LONGEVITY = DEMO_COURSES.filter((course) => course.category === 10);

const meta = {
  title: 'Blocks/AgeMedicineStrip',
  component: AgeMedicineStrip,
  args: {
    courses: [...DEMO_COURSES, ...LONGEVITY.map((course) => ({ ...course, id: course.id + 50 }))],
    courseHref: (course) => `#course-${course.id}`,
    seeAllHref: '#longevity',
  },
  parameters: {
    usage: {
      use: [
        'The home page strip of longevity (age medicine) courses: it keeps only category-10 courses, four at most, from the list it gets.',
        'With `loading` while the courses are fetched: the real heading over card placeholders.',
      ],
      avoid: [
        'Courses of several categories with a choice between them: use CategoryTabs.',
        'A full listing with paging: use the catalogue page and its course grid, not this preview strip.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the "see all" link in the heading, then to each course card link (the title link covers the card).',
        ],
        ['Enter', 'Opens the focused course or the filtered listing.'],
      ],
      screenReader: [
        'A region named by its h2 heading; the courses are a list of articles, each with an h3 title that is its link, with its badges, duration and price read as text.',
        'While loading the region is `aria-busy` and the placeholders are hidden. With no matching course the block renders nothing.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof AgeMedicineStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only category-10 courses, 4 at most. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};

export const TwoCourses: Story = { args: { courses: LONGEVITY, seeAllHref: undefined } };

/** The items are loading: the real heading over placeholders of the items' size. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
