import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expertAnaFixture,
  expertHiddenFixture,
  expertVictoriaFixture,
} from '../../mocks/experts.fixtures';
import { renderApp } from '../../test/render-app';

const ana = expertAnaFixture;

async function chooseHour(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Ora' }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillRequest(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.type(screen.getByLabelText('Numele'), 'Elena Popescu');
  await user.type(screen.getByLabelText('Telefonul'), '+37369123456');
  await user.type(screen.getByLabelText(/E-mail/), 'elena@example.md');
  await user.type(screen.getByLabelText('Data'), date);
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
    expect(screen.getByText(/500\sMDL/)).toBeVisible();
    expect(screen.getByText(ana.profile.address)).toBeVisible();
    expect(screen.getByRole('link', { name: 'pagina mea' })).toBeVisible();
    const certificates = within(
      screen.getByRole('region', { name: 'Certificate și diplome' }),
    ).getAllByRole('button');
    expect(certificates).toHaveLength(2);
    expect(screen.queryByText('Certificat ascuns')).toBeNull();
    expect(screen.getAllByRole('group', { name: /din 4/ })).toHaveLength(4);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Specialiști' }),
    ).toHaveAttribute('href', '/ro/experts');
  });

  it('sends a visit request; a taken hour is shown unavailable', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/expert/${ana.id}`);
    await screen.findByRole('heading', { level: 1, name: ana.profile.name });
    await fillRequest(user, '2030-05-12');
    await user.click(screen.getByRole('combobox', { name: 'Ora' }));
    expect(await screen.findByRole('option', { name: '10:00, ocupat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Trimite cererea' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Cererea a fost trimisă');
    expect(status).toHaveTextContent('elena@example.md');
  });

  it('says "confirmed" for a specialist who confirms on arrival', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/expert/${expertVictoriaFixture.id}`);
    await screen.findByRole('heading', { level: 1, name: expertVictoriaFixture.profile.name });
    expect(screen.getByText('Preț la cerere')).toBeVisible();
    await fillRequest(user, '2030-05-12');
    await chooseHour(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Trimite cererea' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vizita este confirmată');
  });

  it('sends an inactive, unknown or malformed page Home', async () => {
    for (const id of [String(expertHiddenFixture.id), '999', 'abc']) {
      const { router, unmount } = renderApp(`/ro/expert/${id}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/ro'));
      unmount();
    }
  });
});
