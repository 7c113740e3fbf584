import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expertAnaFixture,
  expertHiddenFixture,
  expertVictoriaFixture,
  rateLimitedEmailFixture,
} from '../../mocks/experts.fixtures';
import { renderApp } from '../../test/render-app';

const ana = expertAnaFixture;

type User = ReturnType<typeof userEvent.setup>;

/** Chooses a free time of Monday 13 May 2030 (the mock's first working day) and fills the form. */
async function fillRequest(user: User, time: string, email = 'elena@example.md') {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`13 mai 2030, ${time}, `) }),
  );
  await user.type(screen.getByLabelText('Numele'), 'Elena Popescu');
  await user.type(screen.getByLabelText('Telefonul'), '+37369123456');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Trimite cererea' }));
}

describe('the specialists directory and page', { timeout: 20_000 }, () => {
  it('lists the specialists in the server’s order; a card opens the page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/experts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Specialiștii academiei' }),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ana.profile.name,
      expertVictoriaFixture.profile.name,
    ]);
    await user.click(main.getByRole('link', { name: ana.profile.name }));
    expect(await screen.findByRole('heading', { level: 1, name: ana.profile.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/ro/expert/${ana.id}`);
  });

  it('shows the profile, the shown certificates and the works', async () => {
    renderApp(`/ro/expert/${ana.id}`);
    await screen.findByRole('heading', { level: 1, name: ana.profile.name });
    expect(screen.getByText(ana.profile.address)).toBeVisible();
    expect(screen.getByRole('link', { name: 'pagina mea' })).toBeVisible();
    // The parts below the profile load as they near the screen (here at once: test/setup.ts).
    const certificates = within(
      await screen.findByRole('region', { name: 'Certificate și diplome' }),
    ).getAllByRole('button');
    // The consultation's price, and the first service's (in the request form).
    await waitFor(() => expect(screen.getAllByText(/500\sMDL/)).toHaveLength(2));
    expect(certificates).toHaveLength(2);
    expect(screen.queryByText('Certificat ascuns')).toBeNull();
    expect(screen.getAllByRole('group', { name: /din 4/ })).toHaveLength(4);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Specialiști' }),
    ).toHaveAttribute('href', '/ro/experts');
  });

  it('lists the services, shows the free times with the zone named, and sends a request', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/expert/${ana.id}`);
    await screen.findByRole('heading', { level: 1, name: ana.profile.name });
    expect(await screen.findByRole('radio', { name: /Consultație/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Peeling chimic/ }));
    expect(await screen.findByText(/Orele specialistului: Europe\/Chisinau/)).toBeVisible();
    // Sunday 12 May has no free time: no button for it.
    expect(screen.queryByRole('button', { name: /duminică, 12 mai 2030/ })).toBeNull();
    await fillRequest(user, '11:00');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Verificați e-mailul');
    expect(status).toHaveTextContent('elena@example.md');
  });

  it('asks the free times again when the chosen one was taken meanwhile, and says so', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/expert/${expertVictoriaFixture.id}`);
    await screen.findByRole('heading', { level: 1, name: expertVictoriaFixture.profile.name });
    expect(screen.getByText('Preț la cerere')).toBeVisible();
    expect(await screen.findByText('O vizită durează 30 de minute.')).toBeVisible();
    await fillRequest(user, '10:00');
    expect(await screen.findByText(/tocmai a fost ocupată/)).toBeVisible();
    expect(screen.getByLabelText('Numele')).toHaveValue('Elena Popescu');
  });

  it('says so when too many requests came from here today (429)', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/expert/${ana.id}`);
    await screen.findByRole('heading', { level: 1, name: ana.profile.name });
    await fillRequest(user, '09:00', rateLimitedEmailFixture);
    expect(await screen.findByRole('alert')).toHaveTextContent('Prea multe cereri');
  });

  it('sends an inactive, unknown or malformed page Home', async () => {
    for (const id of [String(expertHiddenFixture.id), '999', 'abc']) {
      const { router, unmount } = renderApp(`/ro/expert/${id}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/ro'));
      unmount();
    }
  });
});
