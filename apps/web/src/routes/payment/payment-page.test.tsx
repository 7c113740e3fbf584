import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseOrderFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('payment page', () => {
  beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));

  it('checks the card format before sending it, then pays and goes to the success page', async () => {
    const user = userEvent.setup();
    const order = courseOrderFixture(7);
    const { router } = renderApp(`/ro/payment?order=${order.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Plata' })).toBeVisible();
    await user.type(screen.getByLabelText('Numărul cardului'), '4242424242424241');
    await user.click(screen.getByRole('button', { name: /^Plătește/ }));
    expect(await screen.findByText('Numărul cardului nu este valid')).toBeVisible();
    expect(screen.getByLabelText('Numărul cardului')).toHaveFocus();

    await user.clear(screen.getByLabelText('Numărul cardului'));
    await user.type(screen.getByLabelText('Numărul cardului'), '4242424242424242');
    expect(screen.getByLabelText('Numărul cardului')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Data expirării (LL/AA)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Plătește/ }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Comanda dvs. a fost finalizată cu succes!',
      }),
    ).toBeVisible();
    expect(router.state.location.search).toBe(`?order=${order.id}`);
  });

  it('sends a missing order to the dashboard orders', async () => {
    const { router } = renderApp('/ro/payment?order=999');
    await expect.poll(() => router.state.location.pathname).toBe('/ro/dashboard/orders');
  });

  it('sends a visitor to login and back', async () => {
    sessionStorage.clear();
    const { router } = renderApp('/ro/payment?order=105');
    await expect.poll(() => router.state.location.pathname).toBe('/ro/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/ro/payment?order=105')}`,
    );
  });
});
