import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The cashback call answers this instead of the demo user's. */
function cashbackAnswers(answer: () => Response) {
  const usual = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return request.url.includes('accounts/cashback/') ? answer() : usual(input, init);
  });
}

describe('dashboard shop history (spec 2.9)', () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the cashback balance, its ledger and the shop purchases with their cashback', async () => {
    renderApp('/en/dashboard/shop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop history and cashback' }),
    ).toBeVisible();
    expect(screen.getByText('32 MDL')).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.firstChild?.textContent)).toEqual(
      ['Spent on order no. 312', 'Earned on order no. 305', 'Earned on order no. 298'],
    );
    expect(within(rows[0] as HTMLElement).getByText('November 21, 2026')).toBeVisible();
    const purchases = screen.getAllByRole('article');
    expect(
      purchases.map((card) => within(card).getAllByText(/^Order no\./)[0]?.textContent),
    ).toEqual(['Order no. 312', 'Order no. 305', 'Order no. 298']);
    const pending = purchases[0] as HTMLElement;
    expect(within(pending).getByText('Peeling glicolic 30%')).toBeVisible();
    expect(within(pending).getByText('Cashback used: 64.3 MDL')).toBeVisible();
    expect(within(pending).getByRole('link', { name: 'Pay Order no. 312' })).toHaveAttribute(
      'href',
      '/en/payment?order=312',
    );
    expect(
      within(purchases[1] as HTMLElement).getByText('Cashback earned: 64.3 MDL'),
    ).toBeVisible();
    expect(within(purchases[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says so, with the way to the shop, before the first purchase; a failed call shows the same', async () => {
    cashbackAnswers(() => Response.json({ detail: 'Server error' }, { status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/ro/dashboard/shop');
    expect(await screen.findByText('Încă nu aveți cumpărături în magazin')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mergi la magazin' })).toHaveAttribute(
      'href',
      '/ro/shop-category',
    );
  });
});
