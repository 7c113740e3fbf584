import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionsFixture } from '../../mocks/fixtures';
import { type AppAt, pageStory } from '../../mocks/page-story';
import { expectArticleDetail } from '../../sections/article-pages.play';

const [promotion] = promotionsFixture;

const meta = {
  title: 'Pages/Promotion',
  ...pageStory(`/ro/promotion/${promotion?.id}`),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One promotion, from its start date, under the promotions' breadcrumb. */
export const Loaded: Story = {
  play: ({ canvasElement }) =>
    expectArticleDetail(canvasElement, {
      title: promotion?.title ?? '',
      text: 'cu 25 % mai puțin',
      listTitle: 'Autori și promoții',
      listHref: '/ro/promotions',
    }),
};
