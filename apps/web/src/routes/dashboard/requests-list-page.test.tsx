import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { resetAppointmentsMock } from '../../mocks/appointments.handlers';
import { profileFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

const section = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(name) });
  return heading.closest('section') as HTMLElement;
};
const item = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Records the requests screen's calls other than GET (not the shell's cart): method and path. */
function recordWrites() {
  const writes: string[] = [];
  const answer = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET' && /cabinet|user_profile/.test(path))
      writes.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer(request);
  });
  return writes;
}

describe('dashboard requests list', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetAppointmentsMock();
    writeSession(sessionFixture);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('lists the new requests first and apart, then the confirmed visits, the calendar, the cancelled', async () => {
    renderApp('/en/dashboard/requests-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    expect(names(section('New requests'))).toEqual(['Elena Popescu', 'Irina Moraru']);
    expect(names(section('Confirmed visits'))).toEqual(['Ana Ciobanu', 'Maria Rusu']);
    expect(names(section('Cancelled'))).toEqual(['Olga Lungu']);
    expect(within(item('Elena Popescu')).getByText('New')).toBeVisible();
    expect(within(item('Ana Ciobanu')).getByText('Confirmed')).toBeVisible();
    expect(within(item('Ana Ciobanu')).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('grid')).toBeVisible();
  });

  it("names the service a visitor booked, in the page's language (issue 28)", async () => {
    renderApp('/en/dashboard/requests-list');
    await screen.findByRole('heading', { level: 1, name: 'Requests' });
    expect(within(item('Irina Moraru')).getByText('Consultation')).toBeVisible();
    expect(within(item('Elena Popescu')).queryByText('Consultation')).toBeNull();
  });

  it('confirms a request in a free hour: the list reloads and it is among the confirmed', async () => {
    const writes = recordWrites();
    const user = userEvent.setup();
    renderApp('/en/dashboard/requests-list');
    await screen.findByRole('heading', { level: 1, name: 'Requests' });

    await user.click(within(item('Irina Moraru')).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(names(section('Confirmed visits'))).toEqual([
        'Ana Ciobanu',
        'Maria Rusu',
        'Irina Moraru',
      ]),
    );
    expect(names(section('New requests'))).toEqual(['Elena Popescu']);
    expect(writes).toEqual(['POST /api/cabinet/appointment/2/confirm/']);
  });

  it('shows the conflict message for a request in the hour of a confirmed visit', async () => {
    const user = userEvent.setup();
    renderApp('/en/dashboard/requests-list');
    await screen.findByRole('heading', { level: 1, name: 'Requests' });

    await user.click(within(item('Elena Popescu')).getByRole('button', { name: 'Confirm' }));

    expect(await within(item('Elena Popescu')).findByRole('alert')).toHaveTextContent(
      'The selected date and time are already occupied',
    );
    expect(names(section('New requests'))).toEqual(['Elena Popescu', 'Irina Moraru']);
  });

  it('cancels a visit', async () => {
    const user = userEvent.setup();
    renderApp('/en/dashboard/requests-list');
    await screen.findByRole('heading', { level: 1, name: 'Requests' });
    await user.click(within(item('Maria Rusu')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(names(section('Cancelled'))).toEqual(['Olga Lungu', 'Maria Rusu']));
  });

  it('adds a visit by the modal (POST, unconfirmed), then the list reloads with it', async () => {
    const writes = recordWrites();
    const user = userEvent.setup();
    renderApp('/en/dashboard/requests-list');
    const add = await screen.findByRole('button', { name: 'Add a visit' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add a visit' });
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveTextContent('00:30');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('fill in the field')).toHaveLength(4);

    await user.type(within(dialog).getByLabelText('Client’s name'), 'Lidia Grosu');
    await user.type(within(dialog).getByLabelText('Phone'), '+37360111222');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-26' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Maria Rusu's confirmed visit holds 10:00 to 10:59 that day: a warning, nothing sent.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The selected date and time are already occupied',
    );
    expect(writes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '12:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(names(section('New requests'))).toEqual([
        'Elena Popescu',
        'Lidia Grosu',
        'Irina Moraru',
      ]),
    );
    expect(writes).toEqual(['POST /api/cabinet/appointment/']);
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('edits a visit by the modal, opened filled (PUT)', async () => {
    const writes = recordWrites();
    const user = userEvent.setup();
    renderApp('/en/dashboard/requests-list');
    await screen.findByRole('heading', { level: 1, name: 'Requests' });
    await user.click(
      within(item('Ana Ciobanu')).getByRole('button', { name: 'Edit Ana Ciobanu’s visit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the visit' });
    const name = within(dialog).getByLabelText('Client’s name');
    expect(name).toHaveValue('Ana Ciobanu');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('11:00');
    await user.type(name, '-Rusu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(names(section('Confirmed visits'))).toEqual(['Ana Ciobanu-Rusu', 'Maria Rusu']),
    );
    expect(writes).toEqual(['PUT /api/cabinet/appointment/11/']);
  });

  it('saves the auto-confirmation switch on the profile', async () => {
    const writes = recordWrites();
    const user = userEvent.setup();
    renderApp('/en/dashboard/requests-list');
    const toggle = await screen.findByRole('switch', {
      name: 'Confirm new requests automatically when the hour is free',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(writes).toEqual([`PATCH /api/en/accounts/user_profile/${profileFixture.id}/`]),
    );
    await waitFor(() =>
      expect(document.querySelector('[data-slot="auto-confirm"]')?.getAttribute('data-state')).toBe(
        'idle',
      ),
    );
    expect(toggle).toBeChecked();
  });

  it('opens the add-schedule modal from the menu’s shortcut on another dashboard page', async () => {
    const user = userEvent.setup();
    renderApp('/en/dashboard/orders');
    await user.click(await screen.findByRole('button', { name: 'Add a visit to the calendar' }));
    expect(await screen.findByRole('dialog', { name: 'Add a visit' })).toBeVisible();
    // The page behind the modal is the requests list (hidden from the tree while the modal is open).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requests', hidden: true }),
    ).toBeInTheDocument();
  });
});
