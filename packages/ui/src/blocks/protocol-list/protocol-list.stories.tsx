import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { ProtocolList } from './protocol-list';

const botox = { id: 4, name: 'Toxina botulinică în practică' };
const peel = { id: 2, name: 'Peelingul chimic: de la teorie la cabinet' };

const meta = {
  title: 'Blocks/ProtocolList',
  component: ProtocolList,
  args: {
    protocols: [
      {
        id: 1,
        title: 'Protocol de peeling cu acid glicolic',
        file: '/demo/protocol.pdf',
        course: peel,
      },
      { id: 2, title: 'Îngrijirea după peeling', file: '/demo/protocol.pdf', course: peel },
      { id: 3, title: 'Punctele de injectare: fruntea', file: '/demo/protocol.pdf', course: botox },
    ],
  },
  parameters: {
    usage: {
      use: [
        'The Protocols page of the personal area: the files of the purchased courses, grouped under each course’s name.',
        'Keep the server’s order (course, then id); each file opens in a new tab.',
      ],
      avoid: [
        'What a course holds before it is bought: use CourseContent on the course page.',
        'Articles or guides to read on the site: use UsefulInfoList.',
      ],
      keyboard: [
        ['Tab', 'Moves from file to file, course after course.'],
        ['Enter', 'Opens the file in a new tab.'],
      ],
      screenReader: [
        'Each course is a region named by its h2, holding a list of links.',
        'Each link is the protocol’s title followed by "(opens in a new tab)"; the icons and the visible "Open" are hidden.',
        'With no protocols, an EmptyState says where they will appear.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ProtocolList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by course; each file opens in a new tab, which its name says to screen readers. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const link = canvas.getByRole('link', {
      name: 'Protocol de peeling cu acid glicolic (se deschide într-o filă nouă)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};

export const Empty: Story = {
  args: { protocols: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Protocoalele cursurilor cumpărate vor apărea aici.'),
    ).toBeVisible();
  },
};
