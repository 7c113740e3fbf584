import type { StaffRole } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The URLs the app asked for, and `/auth/users/me/` answered with this role. */
function answerMeAs(role: StaffRole | null) {
  const asked: string[] = [];
  const mocks = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    if (url.includes('/auth/users/me/')) {
      return Promise.resolve(Response.json({ ...meFixture, role }));
    }
    return mocks(input, init);
  });
  return { asked, spy };
}

const backOfficeCalls = (asked: string[]) => asked.filter((url) => url.includes('/admin/'));

beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
afterEach(() => vi.restoreAllMocks());

describe('the back office frame', () => {
  it('tells a user without a staff role whose area it is, and asks for none of its data', async () => {
    const { asked } = answerMeAs(null);
    renderApp('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Restricted area' })).toBeVisible();
    expect(screen.getByText("This area is for the academy's staff.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(screen.queryByRole('navigation', { name: 'Back office menu' })).toBeNull();
    expect(backOfficeCalls(asked)).toEqual([]);
  });

  it("draws a manager's menu from the page declarations, the page marked, without the audit log", async () => {
    answerMeAs('manager');
    renderApp('/en/admin/orders');
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Its first pages in declaration order (a page declared later joins the end), none of the
    // content pages or the audit log.
    expect(labels.slice(0, 5)).toEqual([
      'Home',
      'Accounts',
      'Orders',
      'Contact requests',
      'Promo codes',
    ]);
    expect(labels).not.toContain('Courses');
    expect(labels).not.toContain('Audit log');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByText('Manager')[0]).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Orders/));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
  });

  it('keeps the audit log from a manager, and shows it to an admin', async () => {
    answerMeAs('manager');
    const { unmount } = renderApp('/en/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Restricted area' })).toBeVisible();
    unmount();
    vi.restoreAllMocks();
    answerMeAs('admin');
    renderApp('/en/admin/audit');
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('loads a page again when its query changes (list filters live in the URL)', async () => {
    const { asked } = answerMeAs('manager');
    const { router } = renderApp('/en/admin/orders');
    await screen.findByRole('navigation', { name: 'Back office menu' });
    await waitFor(() => expect(backOfficeCalls(asked).length).toBeGreaterThan(0));
    const before = backOfficeCalls(asked).length;
    const meCalls = asked.filter((url) => url.includes('/auth/users/me/')).length;
    await router.navigate('/en/admin/orders?page=2');
    await waitFor(() => expect(backOfficeCalls(asked).length).toBeGreaterThan(before));
    // The frame keeps who is logged in: a new query asks the page's data only.
    expect(asked.filter((url) => url.includes('/auth/users/me/'))).toHaveLength(meCalls);
  });
});
