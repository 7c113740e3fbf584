import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import {
  availabilityFixture,
  cabinetCalendarHandlers,
} from '../../mocks/cabinet-calendar.handlers';
import { sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The calendar calls answered by their handlers, each write recorded with its JSON body. */
function answerCalendar({ failedReads = 0 } = {}) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const usual = globalThis.fetch;
  let failing = failedReads;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (failing > 0 && request.method === 'GET' && request.url.endsWith('/cabinet/availability/')) {
      failing -= 1;
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }
    const mocked = await getResponse(cabinetCalendarHandlers, request.clone());
    if (!mocked) return usual(input, init);
    if (request.method !== 'GET') {
      const text = await request.clone().text();
      writes.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      });
    }
    const body = mocked.status === 204 ? null : await mocked.text();
    return new Response(body, { status: mocked.status, headers: mocked.headers });
  });
  return writes;
}

describe('dashboard hours and services', { timeout: 20_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the hours, the services and the feed, and saves a new Saturday', async () => {
    const writes = answerCalendar();
    const user = userEvent.setup();
    renderApp('/en/dashboard/availability');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hours and services' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Monday: start of range 2')).toHaveValue('14:00');
    expect(screen.getByLabelText('Calendar address')).toHaveValue(availabilityFixture.feed_url);
    const services = within(screen.getByRole('list', { name: 'Services' }));
    expect(services.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Consultation'),
      expect.stringContaining('Chemical peel'),
    ]);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a range to Saturday' }));
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(save);

    expect(await screen.findByText('Your hours are saved.')).toBeVisible();
    const put = writes.find((write) => write.path === '/api/cabinet/availability/');
    expect(put).toMatchObject({
      method: 'PUT',
      body: { weekly: { sat: [{ start: '09:00', end: '17:00' }] }, buffer_after: 15 },
    });
    expect(put?.body).not.toHaveProperty('feed_url');
  });

  it('adds a service named in two languages', async () => {
    const writes = answerCalendar();
    const user = userEvent.setup();
    renderApp('/ro/dashboard/availability');

    await user.click(await screen.findByRole('button', { name: 'Adaugă un serviciu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Serviciu nou' }));
    await user.type(dialog.getByRole('textbox', { name: /Nume/ }), 'Masaj facial');
    await user.click(dialog.getByRole('tab', { name: /Русский/ }));
    await user.type(await dialog.findByRole('textbox', { name: /Nume/ }), 'Массаж лица');
    await user.type(dialog.getByLabelText('Preț'), '400');
    await user.click(dialog.getByRole('button', { name: 'Salvează' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Serviciul a fost salvat.')).toBeVisible();
    expect(writes).toContainEqual({
      method: 'POST',
      path: '/api/cabinet/services/',
      body: {
        name: { ro: 'Masaj facial', ru: 'Массаж лица', en: '', fr: '', es: '' },
        duration: 30,
        price: 400,
        currency: 'mdl',
        active: true,
      },
    });
  });

  it('asks before a new feed address, then shows it', async () => {
    const writes = answerCalendar();
    const user = userEvent.setup();
    renderApp('/en/dashboard/availability');

    await user.click(await screen.findByRole('button', { name: 'Create a new address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create a new address?' }));
    expect(writes).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Create a new address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Calendar address')).toHaveValue(
        'http://localhost:8000/api/calendar/A1B2C3D4E5F60718293A4B5C6D7E8F9012345678/',
      ),
    );
    expect(writes).toEqual([
      { method: 'POST', path: '/api/cabinet/availability/feed/', body: null },
    ]);
  });

  it('says a failed read and, tried again, shows the hours and the feed', async () => {
    // The loader's read and the editor's own fail; the retry's succeeds.
    answerCalendar({ failedReads: 2 });
    const user = userEvent.setup();
    renderApp('/en/dashboard/availability');

    expect(await screen.findByText('Your hours could not be loaded.')).toBeVisible();
    expect(screen.queryByLabelText('Calendar address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Monday: start of range 1')).toHaveValue('09:00');
    expect(screen.getByLabelText('Calendar address')).toHaveValue(availabilityFixture.feed_url);
  });

  it('asks before leaving unsaved hours for another page: stay keeps them, leave goes', async () => {
    answerCalendar();
    const user = userEvent.setup();
    const { router } = renderApp('/en/dashboard/availability');

    await user.click(await screen.findByRole('button', { name: 'Add a range to Sunday' }));
    const menu = screen.getByRole('navigation', { name: 'Personal area' });
    await user.click(within(menu).getByRole('link', { name: 'Orders' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    await user.click(dialog.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/dashboard/availability');
    expect(screen.getByLabelText('Sunday: start of range 1')).toHaveValue('09:00');

    await user.click(within(menu).getByRole('link', { name: 'Orders' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'));
  });
});
