import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionsFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory } from '../../mocks/page-story';
import { articlePagesStories } from '../../sections/article-pages.play';

/** Promotions, labelled Authors in the menu, and one promotion (designed pages, spec 2.1). */
const meta = {
  title: 'Pages/Promotions',
  ...pageStory('/ro/promotions'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;

const stories = articlePagesStories({
  listTitle: 'Autori și promoții',
  listHref: '/ro/promotions',
  itemPath: '/ro/promotion',
  items: promotionsFixture,
  firstBodyText: 'cu 25 % mai puțin',
});

/** The current promotions, each card opening its page. */
export const Loaded: StoryObj<typeof meta> = stories.list;

/** A promotion (route promotion/{id}), from its start date. */
export const Promotion: StoryObj<typeof meta> = stories.item;
