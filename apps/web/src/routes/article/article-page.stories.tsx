import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlesFixture } from '../../mocks/fixtures';
import { type AppAt, pageStory } from '../../mocks/page-story';
import { expectArticleDetail } from '../../sections/article-pages.play';

const [article] = articlesFixture;

const meta = {
  title: 'Pages/Article',
  ...pageStory(`/ro/article/${article?.id}`),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blog article: title, date, cover and the sanitised body, under the blog's breadcrumb. */
export const Loaded: Story = {
  play: ({ canvasElement }) =>
    expectArticleDetail(canvasElement, {
      title: article?.title ?? '',
      text: 'Frigul și încălzirea centrală usucă pielea.',
      listTitle: 'Blog',
      listHref: '/ro/blog',
    }),
};
