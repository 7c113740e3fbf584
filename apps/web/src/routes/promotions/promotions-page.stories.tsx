import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionsFixture } from '../../mocks/fixtures';
import { type AppAt, pageStory } from '../../mocks/page-story';
import { expectArticleList } from '../../sections/article-pages.play';

const meta = {
  title: 'Pages/Promotions',
  ...pageStory('/ro/promotions'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: ({ canvasElement }) =>
    expectArticleList(
      canvasElement,
      'Autori și promoții',
      promotionsFixture.map((item) => ({ title: item.title, href: `/ro/promotion/${item.id}` })),
    ),
};
