import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlesFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory } from '../../mocks/page-story';
import { articlePagesStories } from '../../sections/article-pages.play';

/** The blog and its articles (designed pages, spec 2.1). */
const meta = {
  title: 'Pages/Blog',
  ...pageStory('/ro/blog'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = articlePagesStories({
  listTitle: 'Blog',
  listHref: '/ro/blog',
  itemPath: '/ro/article',
  items: articlesFixture,
  firstBodyText: 'Frigul și încălzirea centrală usucă pielea.',
});

/** Articles newest first, each card opening its article. */
export const Loaded: Story = stories.list;

/** An article (route article/{id}): title, date, cover and the sanitised body. */
export const Article: Story = stories.item;
