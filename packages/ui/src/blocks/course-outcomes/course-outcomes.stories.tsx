import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { CourseOutcomes } from './course-outcomes';

const meta = {
  title: 'Blocks/CourseOutcomes',
  component: CourseOutcomes,
  args: {
    outcomes: [
      'Assess skin type and condition and choose the right care',
      'Carry out the procedure step by step, safely',
      'Combine procedures into a long-term care plan',
      'Apply the course’s protocols in your practice from day one',
    ],
  },
  parameters: {
    usage: {
      use: [
        'The course page’s "What you will learn": the course detail’s `outcomes`, one sentence each.',
        'Nothing is drawn for a course without outcomes, so the page needs no check of its own.',
      ],
      avoid: [
        'What the buyer gets with the purchase (lifetime access, certificate): the buy dialog lists that.',
        'A long text about the course: the description above it, as rich text.',
      ],
      keyboard: [],
      screenReader: [
        'A region named by its h2 ("What you will learn"), holding a list; the check marks are hidden.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseOutcomes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four outcomes in two columns from 567 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Ce veți învăța' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};
