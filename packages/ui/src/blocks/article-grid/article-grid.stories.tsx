import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import type { ArticleSummary } from '../article-card/article-card';
import { ArticleGrid } from './article-grid';

const articles: ArticleSummary[] = [
  {
    id: 1,
    title: 'Peelingul chimic iarna: ce merită să știți',
    excerpt: 'Cum adaptăm concentrațiile și îngrijirea după procedură în lunile reci.',
    image: '/demo/content/article-1.svg',
    date: '2026-03-12',
    href: '/ro/article/1',
  },
  {
    id: 2,
    title: 'Biorevitalizarea: indicații și contraindicații',
    excerpt: 'Ce verificăm la consultație și cum explicăm pacientului rezultatul așteptat.',
    image: '/demo/content/article-2.svg',
    date: '2026-02-27',
    href: '/ro/article/2',
  },
  {
    id: 3,
    title: 'Medicina longevității în practica cosmetologului',
    excerpt: 'Somn, nutriție și mișcare: ce putem recomanda fără a depăși competențele.',
    image: '/demo/content/article-3.svg',
    date: '2026-01-15',
    href: '/ro/article/3',
  },
];

const meta = {
  title: 'Blocks/ArticleGrid',
  component: ArticleGrid,
  args: { articles, language: 'ro', kind: 'blog' },
  parameters: {
    usage: {
      use: [
        'The blog and the promotions lists: one, two or three columns of ArticleCards by width.',
        'An empty list shows a calm message worded for the blog or for promotions (`kind`).',
      ],
      avoid: [
        'A single article: use ArticleCard. Course or product lists: use their own grids (ProductGrid, course grids).',
        'Paging or "load more": the page adds that around the grid.',
      ],
      keyboard: [
        ['Tab', 'Moves from card to card (each card is one link, its title).'],
        ['Enter', 'Opens the focused article.'],
      ],
      screenReader: [
        'A list with one item per article, so the count is announced; each card has a heading (h2 by default) with its link.',
        'The empty state is plain text with a decorative icon, read in the flow of the page.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ArticleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog: three columns above 1023 px, two up to 1023 px, one up to 567 px. */
export const Blog: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The promotions list at a phone width: one column. */
export const PromotionsMobile: Story = {
  args: {
    kind: 'promotions',
    articles: articles.slice(0, 2).map((article) => ({
      ...article,
      href: `/ro/promotion/${article.id}`,
    })),
  },
  globals: { viewport: { value: 'mobile375' } },
};

/** Empty blog. */
export const EmptyBlog: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Încă nu sunt articole')).toBeVisible();
  },
};

/** No promotions at the moment. */
export const EmptyPromotions: Story = {
  args: { articles: [], kind: 'promotions' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Momentan nu sunt promoții')).toBeVisible();
  },
};
