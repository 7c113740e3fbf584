import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playListFailure, playListLoading, searchedListArgs } from '../story-helpers';
import { articleRowsFixture } from './articles.fixtures';
import { ArticlesList } from './articles-list';

const meta = {
  title: 'Back office/Articles/ArticlesList',
  component: ArticlesList,
  args: {
    status: 'all',
    onStatusChange: fn(),
    ...searchedListArgs(),
    sort: { id: 'published_at', desc: true },
    rows: articleRowsFixture,
    count: articleRowsFixture.length,
    onCreate: fn(),
    editHref: (article) => `/ro/admin/article/${article.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticlesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drafts, scheduled and published articles, each a link to its editor. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Articole' });
    await expect(within(table).getByText('Programat')).toBeVisible();
    await expect(within(table).getByText('Publicat')).toBeVisible();
    await expect(within(table).getByText('Ciornă')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Mezoterapia pe scurt' })).toHaveAttribute(
      'href',
      '/ro/admin/article/11',
    );
    await expect(within(table).getByRole('link', { name: 'Fără titlu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Articol nou' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Only the scheduled ones, after a search. */
export const Filtered: Story = {
  args: { status: 'scheduled', q: 'iarna', rows: articleRowsFixture.slice(0, 1), count: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('iarna');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'piele{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('piele');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], count: 0 },
  play: playListLoading('articles-list'),
};

export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Niciun articol nu corespunde.')).toBeVisible(),
};

export const Failure: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: playListFailure('articles-list'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Articol nou' })).toBeVisible(),
};
