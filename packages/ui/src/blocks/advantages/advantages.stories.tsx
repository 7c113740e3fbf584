import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Advantages } from './advantages';

const meta = {
  title: 'Blocks/Advantages',
  component: Advantages,
  parameters: {
    usage: {
      use: [
        'The home page section listing the four academy advantages (experts, lifetime access, protocols, certificate).',
        'Fixed texts from the translations; nothing to pass but layout props.',
      ],
      avoid: [
        'Features of one course or plan: list them in CourseHero, Plans or the BuyCourseDialog "you get" list.',
        'Anything the visitor should click: these cards are not links; use CourseCard or a Button next to the section.',
      ],
      keyboard: [],
      screenReader: [
        'A region named by its h2 heading, holding a list of four items, each with an h3 title and a line of text.',
        'The icons are hidden; each advantage is read as its title and text.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Advantages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards with an icon, a title and a line of text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
