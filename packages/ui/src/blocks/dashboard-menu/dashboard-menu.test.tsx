import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DashboardMenu } from './dashboard-menu';
import { dashboardItemsFixture } from './dashboard-menu.fixtures';

const folded = () => document.querySelectorAll('li[data-folded]');

describe('DashboardMenu', () => {
  it('folds all but the first three items until "show all" is pressed', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithProviders(
      <DashboardMenu
        items={dashboardItemsFixture}
        onLogout={vi.fn()}
        onExpandedChange={onExpandedChange}
      />,
      { language: 'en' },
    );
    expect(folded()).toHaveLength(7);
    const toggle = screen.getByRole('button', { name: 'Show all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(folded()).toHaveLength(0);
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('marks the active item, locks my page and logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(
      <DashboardMenu
        items={dashboardItemsFixture}
        activeId="orders"
        myPageLocked
        onLogout={onLogout}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'My page' })).toBeNull();
    for (const name of ['My page', 'Hours and services']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers the add-schedule shortcut beside the requests only when asked to', async () => {
    const user = userEvent.setup();
    const onAddAppointment = vi.fn();
    const { rerender } = renderWithProviders(
      <DashboardMenu items={dashboardItemsFixture} onLogout={vi.fn()} />,
      { language: 'en' },
    );
    expect(screen.queryByRole('button', { name: 'Add a visit to the calendar' })).toBeNull();
    rerender(
      <DashboardMenu
        items={dashboardItemsFixture}
        onLogout={vi.fn()}
        onAddAppointment={onAddAppointment}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add a visit to the calendar' }));
    expect(onAddAppointment).toHaveBeenCalledOnce();
  });

  it('links to the back office only when given its href (a staff member)', () => {
    const { rerender } = renderWithProviders(
      <DashboardMenu items={dashboardItemsFixture} onLogout={vi.fn()} />,
      { language: 'en' },
    );
    expect(screen.queryByRole('link', { name: 'Back office' })).toBeNull();
    rerender(
      <DashboardMenu items={dashboardItemsFixture} onLogout={vi.fn()} backOfficeHref="/en/admin" />,
    );
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/en/admin');
  });
});
