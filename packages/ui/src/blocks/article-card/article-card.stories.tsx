import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { ArticleCard } from './article-card';

const meta = {
  title: 'Blocks/ArticleCard',
  component: ArticleCard,
  args: {
    title: 'Peelingul chimic iarna: ce merită să știți',
    excerpt:
      'Pielea reacționează diferit la fiecare anotimp. Iată cum adaptăm concentrațiile și îngrijirea după procedură în lunile reci.',
    image: '/demo/content/article-1.svg',
    date: '2026-03-12',
    href: '/ro/article/7',
    language: 'ro',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      use: [
        'A preview of one blog article or promotion in a list or a sidebar: image, date, title, excerpt; the whole card opens it.',
        'Set `headingLevel` to fit the page outline (h3 by default, h2 in a list directly under the h1).',
      ],
      avoid: [
        'A whole list of articles with an empty state: use ArticleGrid.',
        'Courses or products: use CourseCard or ProductCard, which show prices.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the card: its title is the one link; the ring shows around the whole card.',
        ],
        ['Enter', 'Opens the article.'],
      ],
      screenReader: [
        'An article whose heading holds the only link, named by the title; the rest is read as text.',
        'The "read more" label and the image are hidden, so the card is not announced as several links.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blog article: the date in the page's language, the title's link covers the card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/ro/article/7');
    await expect(canvas.getByText('12 martie 2026')).toHaveAttribute('datetime', '2026-03-12');
  },
};

/** The same card for an English reader. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('March 12, 2026')).toBeVisible();
  },
};

/** A promotion without image or date. */
export const Minimal: Story = {
  args: {
    title: '−20 % la cursurile de masaj până la sfârșitul lunii',
    image: null,
    date: null,
    excerpt: null,
    href: '/ro/promotion/3',
  },
};
