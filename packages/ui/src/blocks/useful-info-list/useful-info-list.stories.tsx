import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { UsefulInfoList } from './useful-info-list';

const meta = {
  title: 'Blocks/UsefulInfoList',
  component: UsefulInfoList,
  args: {
    language: 'ro',
    items: [
      {
        id: 1,
        title: 'Cum pregătiți cabinetul pentru proceduri injectabile',
        image: '/demo/content/article-1.svg',
        href: '/ro/useful-info/1',
      },
      {
        id: 2,
        title: 'Fișa de consimțământ a pacientului',
        image: '/demo/content/article-2.svg',
        href: '/ro/useful-info/2',
      },
    ],
  },
  parameters: {
    usage: {
      use: [
        'The Useful information page of the personal area: a card per page, its title the link, in one to three columns.',
        'With no pages, it shows an EmptyState with the same data-slot.',
      ],
      avoid: ['The public blog: use ArticleGrid.', 'Course files to download: use ProtocolList.'],
      keyboard: [
        ['Tab', 'One stop per card: its title link, whose click area covers the card.'],
        ['Enter', 'Opens that page.'],
      ],
      screenReader: [
        'A list of articles, each with its title as an h2 link; images are decorative and "Read more" is hidden.',
        'With no pages, the empty message is plain text.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof UsefulInfoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per page; its title's link opens it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Fișa de consimțământ a pacientului' }),
    ).toHaveAttribute('href', '/ro/useful-info/2');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Încă nu există informații utile.')).toBeVisible();
  },
};
