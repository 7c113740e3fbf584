import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlesFixture } from '../../mocks/fixtures';
import { type AppAt, pageStory } from '../../mocks/page-story';
import { expectArticleList } from '../../sections/article-pages.play';

const meta = {
  title: 'Pages/Blog',
  ...pageStory('/ro/blog'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: ({ canvasElement }) =>
    expectArticleList(
      canvasElement,
      'Blog',
      articlesFixture.map((item) => ({ title: item.title, href: `/ro/article/${item.id}` })),
    ),
};
