import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

const article = {
  id: 11,
  slug: 'mezoterapia-pe-scurt',
  title: { ro: 'Mezoterapia pe scurt', ru: '', en: '', fr: '', es: '' },
  excerpt: { ro: '', ru: '', en: '', fr: '', es: '' },
  body: { ro: '<p>Text</p>', ru: '', en: '', fr: '', es: '' },
  image: '/media/images/demo/image.webp',
  published_at: '2026-11-20T08:30:00.000Z',
  draft: true,
  status: 'draft',
};

/** The editor's answers: the article, and its saves answered in turn by `saves`. */
function answer(saves: Response[]) {
  const sent: unknown[] = [];
  const mocks = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/auth/users/me/'))
      return Response.json({ ...meFixture, role: 'editor' });
    if (pathname.endsWith('/admin/articles/11/') && request.method === 'PUT') {
      sent.push(await request.json());
      return saves.shift() ?? Response.json(article);
    }
    if (pathname.endsWith('/admin/articles/11/')) return Response.json(article);
    return mocks(input, init);
  });
  return sent;
}

beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
afterEach(() => vi.restoreAllMocks());

describe("an article's editor", () => {
  it('keeps what was typed when a save is refused, shows the refusal at its field, then saves', async () => {
    const user = userEvent.setup();
    const sent = answer([
      Response.json({ slug: ['Another article already has this address.'] }, { status: 400 }),
      Response.json({ ...article, slug: 'mezoterapia' }),
    ]);
    renderApp('/en/admin/article/11');
    const slug = await screen.findByRole('textbox', { name: /Address/ });
    await user.clear(slug);
    await user.type(slug, 'mezoterapia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another article already has this address.')).toBeVisible();
    expect(slug).toHaveValue('mezoterapia');
    expect(sent[0]).toMatchObject({ slug: 'mezoterapia', draft: true });
    expect(sent[0]).not.toHaveProperty('image_id');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.querySelector('[data-slot="article-editor"]')).toHaveAttribute(
        'data-state',
        'saved',
      ),
    );
    expect(screen.getByText('Saved')).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('mezoterapia');
  });

  it('checks the form with the contract before sending: a bad address is not sent', async () => {
    const user = userEvent.setup();
    const sent = answer([]);
    renderApp('/en/admin/article/11');
    const slug = await screen.findByRole('textbox', { name: /Address/ });
    await user.clear(slug);
    await user.type(slug, 'Two Words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Use lowercase latin letters and digits, words joined by single hyphens.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });
});
