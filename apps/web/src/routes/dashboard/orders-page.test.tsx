import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { courseFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('dashboard orders page', { timeout: 15_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the orders newest first: shop orders with their lines, course orders by their course', async () => {
    renderApp('/en/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    const cards = await screen.findAllByRole('article');
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual(['Shop order', 'Shop order', 'Shop order', courseFixture(4).name]);
    const [pending, paid] = cards as [HTMLElement, HTMLElement];
    expect(within(pending).getAllByText('Order no. 312')[0]).toBeVisible();
    expect(within(pending).getByText('835.7 MDL')).toBeVisible();
    expect(within(pending).getByText('Pending')).toBeVisible();
    expect(within(pending).getByText('Bank card')).toBeVisible();
    expect(within(pending).getByRole('link', { name: 'Pay Order no. 312' })).toHaveAttribute(
      'href',
      '/en/payment?order=312',
    );
    const lines = within(paid).getByRole('list', { name: 'Items' });
    const texts = within(lines)
      .getAllByRole('listitem')
      .map((line) => line.textContent?.replace(/\s+/g, ' '));
    expect(texts).toEqual(['Ser cu acid hialuronic × 1 587 MDL', 'Mască alginată × 2 698 MDL']);
    expect(within(paid).getByText('Paid')).toBeVisible();
    expect(within(paid).queryByRole('link')).toBeNull();
    expect(within(cards[2] as HTMLElement).getByText('Cash')).toBeVisible();
    expect(within(cards[3] as HTMLElement).getByText('255 €')).toBeVisible();
    expect(within(cards[3] as HTMLElement).queryByRole('list')).toBeNull();
  });

  it('cancels an unpaid order after asking, and shows it cancelled', async () => {
    renderApp('/en/dashboard/orders');
    const cancel = await screen.findByRole('button', { name: 'Cancel the order' });
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order no. 312?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is cancelled.');
    // The list is loaded again: order 312 is listed cancelled, with no way to pay it.
    const card = (await screen.findByText('Order no. 312', { selector: 'p' })).closest('article');
    expect(await within(card as HTMLElement).findByText('Cancelled')).toBeVisible();
    expect(within(card as HTMLElement).queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it('says so when there is no order', async () => {
    const usual = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      return new URL(request.url).pathname.endsWith('/api/orders/')
        ? Response.json([])
        : usual(input, init);
    });
    renderApp('/ro/dashboard/orders');
    expect(await screen.findByText('Nu aveți încă nicio comandă.')).toBeVisible();
  });
});
