import { beforeEach, describe, expect, it } from 'vitest';
import { courseOrderFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('checkout-success page', () => {
  beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));

  it('sends an order not yet paid to its payment', async () => {
    const order = courseOrderFixture(8);
    const { router } = renderApp(`/ro/checkout-success?order=${order.id}`);
    await expect.poll(() => router.state.location.pathname).toBe('/ro/payment');
    expect(router.state.location.search).toBe(`?order=${order.id}`);
  });

  it('sends a missing order to the dashboard orders', async () => {
    const { router } = renderApp('/ro/checkout-success?order=abc');
    await expect.poll(() => router.state.location.pathname).toBe('/ro/dashboard/orders');
  });
});
