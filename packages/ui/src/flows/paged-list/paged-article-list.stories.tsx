import { type PagedListPage, pagedListMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ArticleSummary } from '../../blocks/article-card/article-card';
import { expectLoadingBlock } from '../../test/loading-play';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { PagedArticleList } from './paged-article-list';

const ARTICLES: ArticleSummary[] = [
  ['Peelingul chimic iarna: ce merită să știți', '2026-03-12'],
  ['Biorevitalizarea: indicații și contraindicații', '2026-02-27'],
  ['Medicina longevității în practica cosmetologului', '2026-01-15'],
  ['Îngrijirea pielii după laser', '2025-12-03'],
  ['Trichologia pe înțelesul pacientului', '2025-11-20'],
].map(([title, date], index) => ({
  id: index + 1,
  title: title ?? '',
  excerpt: 'Ce verificăm la consultație și cum explicăm pacientului rezultatul așteptat.',
  image: `/demo/content/article-${(index % 3) + 1}.svg`,
  date,
  href: `/ro/article/${index + 1}`,
}));
const FIRST: PagedListPage = { count: 5, results: ARTICLES.slice(0, 3) };
const SECOND: PagedListPage = { count: 5, results: ARTICLES.slice(3) };

const machines = {
  pending: pagedListMachine.provide({
    actors: { loadPage: storyPromise({ settle: 'never' }) },
  }),
  nextPage: pagedListMachine.provide({
    actors: { loadPage: storyPromise<PagedListPage>({ settle: 'resolve', output: SECOND }) },
  }),
  fails: pagedListMachine.provide({
    actors: { loadPage: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
};

const loadMore: readonly EventOf<typeof pagedListMachine>[] = [{ type: 'list.loadMore' }];
const asArticle = (item: ArticleSummary) => item;

function PagedListDemo({
  machine,
  initial,
  events,
}: {
  machine: keyof typeof machines;
  /** Page 1 as a route loader would give it; none: the list loads it. */
  initial?: PagedListPage;
  events?: readonly EventOf<typeof pagedListMachine>[];
}) {
  const actor = useDrivenActor(machines[machine], { input: { initial }, events });
  return <PagedArticleList actor={actor} toArticle={asArticle} language="ro" kind="blog" />;
}

const meta = {
  title: 'Flows/PagedArticleList',
  component: PagedListDemo,
  parameters: { flow: { machine: pagedListMachine, messages: [] } },
  args: { machine: 'nextPage', initial: FIRST },
} satisfies Meta<typeof PagedListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 on its way: card-shaped placeholders, the region busy. */
export const Loading: Story = {
  args: { machine: 'pending', initial: undefined },
  play: async ({ canvasElement }) => {
    await expectLoadingBlock({ canvasElement, heading: false });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se încarcă');
  },
};

/** Page 1 shown (from the route loader); 'load more' appends page 2, then is gone. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Încarcă mai mult' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    await expect(canvas.queryByRole('button', { name: 'Încarcă mai mult' })).toBeNull();
  },
};

/** Page 2 on its way: the cards stay, the button is busy. */
export const LoadingMore: Story = {
  args: { machine: 'pending', events: loadMore },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { busy: true });
    await expect(button).toBeDisabled();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** Page 1 failed: the empty list (spec 8) and a retry. */
export const Failure: Story = {
  args: { machine: 'fails', initial: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nu s-a putut încărca lista.');
    await expect(canvas.getByText('Încă nu sunt articole')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
  },
};

/** 'Load more' failed: the cards already shown stay, with a retry instead of 'load more'. */
export const FailureOfLoadMore: Story = {
  args: { machine: 'fails', events: loadMore },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Încarcă mai mult' })).toBeNull();
  },
};
