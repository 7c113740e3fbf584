import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
