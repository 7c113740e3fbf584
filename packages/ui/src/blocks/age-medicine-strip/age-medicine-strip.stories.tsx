import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
