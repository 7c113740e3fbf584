import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitCancelFixture } from '../../mocks/experts.fixtures';
import { renderApp } from '../../test/render-app';

describe('the visit cancel page', { timeout: 15_000 }, () => {
  it('asks first, then cancels with the link’s token', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/visit-cancel/${visitCancelFixture.id}/${visitCancelFixture.token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anularea vizitei' }),
    ).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anulează vizita' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vizita a fost anulată');
  });

  it('says the link is no longer valid when the server refuses it', async () => {
    const user = userEvent.setup();
    renderApp(`/ro/visit-cancel/${visitCancelFixture.id}/a-wrong-token-of-some-length`);
    await user.click(await screen.findByRole('button', { name: 'Anulează vizita' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Linkul nu mai este valabil');
  });
});
