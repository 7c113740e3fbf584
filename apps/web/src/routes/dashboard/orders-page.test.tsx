import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { paymentsFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('dashboard orders page', { timeout: 15_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the payment history newest first: amount, date, status and method', async () => {
    renderApp('/en/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    const cards = await screen.findAllByRole('article');
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual(paymentsFixture.map((payment) => payment.title));
    expect(screen.getByText('€255')).toBeVisible();
    expect(screen.getByText('November 20, 2026')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByText('Bank card')).toBeVisible();
    expect(screen.getByText('Order no. 40')).toBeVisible();
  });

  it('says so when there is no order', async () => {
    const usual = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      return request.url.includes('accounts/payment-history/')
        ? Response.json([])
        : usual(input, init);
    });
    renderApp('/ro/dashboard/orders');
    expect(await screen.findByText('Nu aveți încă nicio comandă.')).toBeVisible();
  });
});
