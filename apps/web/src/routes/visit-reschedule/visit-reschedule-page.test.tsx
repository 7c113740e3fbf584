import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goneVisitIdFixture, visitLinkFixture } from '../../mocks/experts.fixtures';
import { renderApp } from '../../test/render-app';

const { id, token } = visitLinkFixture;

describe('the visit reschedule page', { timeout: 15_000 }, () => {
  it('shows the visit and its free times, and moves it', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/visit-reschedule/${id}/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutarea vizitei' })).toBeVisible();
    expect(await screen.findByText('Vizita de acum')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: /marți, 14 mai 2030/ }));
    await user.click(await screen.findByRole('button', { name: /14 mai 2030, 09:00, / }));
    await user.click(screen.getByRole('button', { name: 'Mută vizita' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vizita a fost mutată');
    expect(screen.getByText('marți, 14 mai 2030, 09:00')).toBeVisible();
  });

  it('asks the free times again when the chosen one was taken meanwhile', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/visit-reschedule/${id}/${token}`);
    await user.click(await screen.findByRole('button', { name: /13 mai 2030, 10:00, / }));
    await user.click(screen.getByRole('button', { name: 'Mută vizita' }));
    expect(await screen.findByText(/tocmai a fost ocupată/)).toBeVisible();
  });

  it('says a cancelled or past visit can no longer be moved', async () => {
    renderApp(`/ro/visit-reschedule/${goneVisitIdFixture}/${token}`);
    expect(await screen.findByText('Vizita nu mai poate fi mutată')).toBeVisible();
  });
});
