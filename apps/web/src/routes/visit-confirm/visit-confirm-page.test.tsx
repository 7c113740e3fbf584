import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  goneVisitIdFixture,
  receivedVisitIdFixture,
  visitLinkFixture,
} from '../../mocks/experts.fixtures';
import { renderApp } from '../../test/render-app';

const { id, token } = visitLinkFixture;

describe('the visit confirmation page', { timeout: 15_000 }, () => {
  it('confirms at once and shows the visit with its zone', async () => {
    renderApp(`/ro/visit-confirm/${id}/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmarea cererii' }),
    ).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent('Vizita este confirmată');
    expect(screen.getByText('luni, 13 mai 2030, 11:00')).toBeVisible();
    expect(screen.getByText(/ora Europe\/Chisinau/)).toBeVisible();
  });

  it('says the request reached the specialist when they confirm it themselves', async () => {
    renderApp(`/ro/visit-confirm/${receivedVisitIdFixture}/${token}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Cererea a ajuns la specialist');
  });

  it('says the link is not valid when the server refuses it, or expired past the visit', async () => {
    const refused = renderApp(`/ro/visit-confirm/${id}/a-wrong-token-of-some-length`);
    expect(await screen.findByRole('status')).toHaveTextContent('Linkul nu este valabil');
    refused.unmount();
    renderApp(`/ro/visit-confirm/${goneVisitIdFixture}/${token}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Linkul a expirat');
  });
});
