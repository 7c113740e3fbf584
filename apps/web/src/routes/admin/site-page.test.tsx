import type { SiteAbout } from '@academy/contract/back-office/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

const text = (ro: string, ru = '') => ({ ro, ru, en: '', fr: '', es: '' });

/** The site page's answers for an editor; a save of the about texts is kept and answered. */
function answerAsEditor() {
  let about: SiteAbout = {
    title: text('Despre academie', 'Об академии'),
    short_description: text('<p>Scurt</p>'),
    mission: text('<p>Misiune</p>'),
  };
  const saves: unknown[] = [];
  /** The writes other than the about texts, as `METHOD path`. */
  const writes: string[] = [];
  const terms = {
    kind: 'terms',
    region: 'ro',
    lang: 'ro',
    path: '/docs/ro/terms_ro.pdf',
    id: null,
    source: 'default',
    updated: null,
    updated_by: null,
  };
  const answers: Record<string, () => unknown> = {
    '/auth/users/me/': () => ({ ...meFixture, role: 'editor' }),
    '/admin/site/about/': () => about,
    '/admin/site/author/': () => ({
      title: text('Autor'),
      sub_title: text('Dr. Elena'),
      specialization: text('Dermatolog'),
      description_short: text('Scurt'),
      image: '',
      gallery: [{ id: 7, image: '/media/d7.webp', image_thumbnail: '/media/d7-thumb.webp' }],
    }),
    '/admin/site/regions/': () => ({
      phone_md: '+373 69 123 456',
      phone_ro: '+40 721 345 678',
      phone_ru: '+7 495 123 45 67',
      phone_eu: '+34 611 204 118',
      address_md: 'Chișinău',
      address_ro: 'București',
      address_ru: 'Москва',
      address_eu: 'Madrid',
    }),
    '/admin/legal-documents/': () => ({ count: 1, results: [terms] }),
  };
  const mocks = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (request.method === 'PUT' && url.pathname.endsWith('/admin/site/about/')) {
      const body = (await request.json()) as SiteAbout;
      saves.push(body);
      about = body;
      return Response.json(about);
    }
    if (request.method === 'DELETE' || request.method === 'POST') {
      writes.push(`${request.method} ${url.pathname.replace(/^.*\/admin\//, '/admin/')}`);
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json({
        ...terms,
        id: 3,
        source: 'uploaded',
        updated: '2026-11-29T10:00:00Z',
      });
    }
    const path = Object.keys(answers).find((key) => url.pathname.endsWith(key));
    return path ? Response.json(answers[path]?.()) : mocks(input, init);
  });
  return { saves, writes };
}

beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
afterEach(() => vi.restoreAllMocks());

describe('the site page', () => {
  it('saves the about texts as typed, says so, and shows them as saved', async () => {
    const { saves } = answerAsEditor();
    renderApp('/en/admin/site');
    const title = await screen.findByRole('textbox', { name: 'Title (required)' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Despre noi');
    const form = screen.getByRole('form', { name: 'The about page' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ title: { ro: 'Despre noi', ru: 'Об академии' } });
    expect(await within(form).findByText(/^Saved/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title (required)' })).toHaveValue('Despre noi');
  });

  it('refuses a phone without its country code before sending, at its field', async () => {
    const { saves } = answerAsEditor();
    renderApp('/en/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: 'Regions' }));
    const romania = within(screen.getByRole('group', { name: 'Romania' }));
    const phone = romania.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0721 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toBeInvalid());
    expect(phone).toHaveAccessibleDescription(/country code, then 6 to 15 digits/);
    expect(saves).toHaveLength(0);
  });

  it('removes a diploma once the removal is confirmed', async () => {
    const { writes } = answerAsEditor();
    renderApp('/en/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: 'The author' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove diploma 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the diploma?' });
    expect(writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes).toEqual(['DELETE /admin/site/author/diplomas/7/']));
  });

  it('uploads a chosen PDF for its cell, and refuses another file before sending it', async () => {
    const { writes } = answerAsEditor();
    renderApp('/en/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: 'Legal documents' }));
    const button = await screen.findByRole('button', {
      name: 'Upload Terms of use, Romania, Română',
    });
    const cell = button.closest('[data-slot="legal-document"]') as HTMLElement;
    const input = cell.querySelector('input[type="file"]') as HTMLInputElement;
    const text = new File(['notes'], 'terms.txt', { type: 'text/plain' });
    await userEvent.upload(input, text, { applyAccept: false });
    expect(await within(cell).findByRole('alert')).toHaveTextContent('Choose a PDF file.');
    expect(writes).toEqual([]);
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'terms.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await waitFor(() => expect(writes).toEqual(['POST /admin/legal-documents/']));
  });
});
