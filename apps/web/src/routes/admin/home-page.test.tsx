import type { StaffRole } from '@academy/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

const today = new Date().toISOString().slice(0, 10);

/** The back office's answers for a staff member of `role`, and the URLs the page asked for. */
function answerAs(role: StaffRole) {
  const answers: Record<string, unknown> = {
    '/auth/users/me/': { ...meFixture, role },
    '/admin/home/counts/': {
      pending_accounts: 4,
      orders_to_ship: 2,
      new_requests: 0,
      failed_jobs: 1,
    },
    '/admin/home/revenue/': {
      from: today,
      to: today,
      results: [{ day: today, market: 'md', currency: 'MDL', orders: 2, total: 1280 }],
    },
    '/admin/jobs/failed/': {
      count: 1,
      results: [
        {
          id: '3f1e4a52-8c0b-4d7e-9a61-2b5c7d9e0f13',
          queue: 'mail',
          summary: '{"kind":"order-status","orderId":7}',
          error: '550 mailbox unavailable',
          attempts: 11,
          failed_at: '2026-11-29T07:55:00Z',
        },
      ],
    },
    '/admin/home/': { role, name: 'Ana Rusu', recent: [] },
  };
  const asked: string[] = [];
  const mocks = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname);
    const path = Object.keys(answers).find((key) => url.pathname.endsWith(key));
    return path ? Promise.resolve(Response.json(answers[path])) : mocks(input, init);
  });
  return asked;
}

beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
afterEach(() => vi.restoreAllMocks());

describe('the staff home', () => {
  it('gives an admin the counts linking to the filtered lists, the revenue and the failed jobs', async () => {
    answerAs('admin');
    renderApp('/en/admin/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const pending = await screen.findByRole('link', { name: /Accounts to verify/ });
    expect(pending).toHaveTextContent('4');
    expect(pending).toHaveAttribute('href', '/en/admin/accounts?status=pending');
    expect(screen.getByRole('link', { name: /Paid orders to ship/ })).toHaveAttribute(
      'href',
      '/en/admin/orders?status=paid&kind=shop',
    );
    expect(screen.getByRole('link', { name: /New contact requests/ })).toHaveAttribute(
      'href',
      '/en/admin/requests?status=new',
    );
    const revenue = screen.getByRole('table', { name: 'Moldova, in MDL' });
    expect(within(revenue).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('550 mailbox unavailable')).toBeVisible();
  });

  it("gives an editor their home without asking for the operations' figures", async () => {
    const asked = answerAs('editor');
    renderApp('/en/admin/home');
    expect(await screen.findByText(/Your role edits the academy's content/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Needs action' })).toBeNull();
    expect(asked.filter((path) => path.includes('/admin/'))).toEqual(['/api/admin/home/']);
  });
});
