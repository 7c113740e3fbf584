import { type PagedListPage, pagedListMachine } from '@academy/machines';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { PagedArticleList } from './paged-article-list';

interface Post {
  id: number;
  name: string;
}
const post = (id: number): Post => ({ id, name: `Post ${id}` });
const toArticle = (item: Post) => ({
  id: item.id,
  title: item.name,
  href: `/en/article/${item.id}`,
});

function List({ machine, initial }: { machine: typeof pagedListMachine; initial?: PagedListPage }) {
  const actor = useDrivenActor(machine, { input: { initial } });
  return <PagedArticleList actor={actor} toArticle={toArticle} language="en" />;
}

const region = () => document.querySelector('[data-slot="paged-article-list"]');

describe('PagedArticleList', () => {
  it('maps the items to cards and appends the next page on "Load more"', async () => {
    const machine = pagedListMachine.provide({
      actors: {
        loadPage: storyPromise<PagedListPage>({
          settle: 'resolve',
          output: { count: 3, results: [post(3)] },
        }),
      },
    });
    renderWithProviders(
      <List machine={machine} initial={{ count: 3, results: [post(1), post(2)] }} />,
      {
        language: 'en',
      },
    );
    expect(region()).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/en/article/2');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(region()).toHaveAttribute('data-state', 'ready');
  });

  it('shows the empty list and a retry when page 1 fails', async () => {
    const machine = pagedListMachine.provide({
      actors: { loadPage: storyPromise({ settle: 'reject', error: new Error('offline') }) },
    });
    renderWithProviders(<List machine={machine} />, { language: 'en' });
    expect(region()).toHaveAttribute('data-state', 'loading');
    expect(region()).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await waitFor(() => expect(region()).toHaveAttribute('data-state', 'failure'));
    expect(screen.getByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
