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
  const answers: Record<string, () => unknown> = {
    '/auth/users/me/': () => ({ ...meFixture, role: 'editor' }),
    '/admin/site/about/': () => about,
    '/admin/site/author/': () => ({
      title: text('Autor'),
      sub_title: text('Dr. Elena'),
      specialization: text('Dermatolog'),
      description_short: text('Scurt'),
      image: '',
      gallery: [],
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
    '/admin/legal-documents/': () => ({ count: 0, results: [] }),
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
    const path = Object.keys(answers).find((key) => url.pathname.endsWith(key));
    return path ? Response.json(answers[path]?.()) : mocks(input, init);
  });
  return saves;
}

beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
afterEach(() => vi.restoreAllMocks());

describe('the site page', () => {
  it('saves the about texts as typed, says so, and shows them as saved', async () => {
    const saves = answerAsEditor();
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
    const saves = answerAsEditor();
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
});
