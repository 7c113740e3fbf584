import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articlesFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('blog and article pages', { timeout: 15_000 }, () => {
  it('lists the articles newest first; a card opens its article', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await screen.findByRole('link', { name: articlesFixture[0]?.title });
    const cards = within(screen.getByRole('main')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      articlesFixture.map((article) => article.title),
    );
    await user.click(screen.getByRole('link', { name: articlesFixture[1]?.title }));
    expect(
      await screen.findByRole('heading', { level: 1, name: articlesFixture[1]?.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/ro/article/${articlesFixture[1]?.id}`);
    expect(screen.getByText(/Între octombrie și martie/)).toBeVisible();
  });

  it('sends a missing article back to the blog', async () => {
    const { router } = renderApp('/ro/article/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/blog'));
  });
});
