import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { AdminPageHeader } from './admin-page-header';
import { AdminShell } from './admin-shell';
import { adminMenuFixture, managerMenuFixture } from './admin-shell.fixtures';

/** The frame lays itself out by its own width: a phone's, whatever the runner's window. */
const phoneWidth = (Story: () => ReactNode) => (
  <div style={{ width: 375 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Back office/AdminShell',
  component: AdminShell,
  args: {
    items: managerMenuFixture,
    currentName: 'adminOrders',
    staff: { name: 'Marina Vlad', role: 'manager' },
    siteHref: '/ro',
    onLogout: fn(),
    children: (
      <AdminPageHeader title="Comenzi" description="Comenzile magazinului și ale cursurilor." />
    ),
  },
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'The frame of every back-office page: the menu of the pages the staff member may open, who they are, the ways out.',
        'The app gives it the menu derived from the page declarations, so a new admin page appears by its declaration.',
      ],
      avoid: [
        'The personal area of a client: DashboardLayout with DashboardMenu.',
        'A user without a staff role: show StaffOnly instead.',
      ],
      keyboard: [
        ['Tab', 'Goes through the menu’s pages, Back to the site and Log out, then into the page.'],
        ['Enter / Space', 'Below 1023 px, on the menu button: opens the menu in a sheet.'],
        ['Esc', 'Closes the sheet; focus goes back to the menu button.'],
      ],
      screenReader: [
        'A navigation landmark named “Back office menu”; the page shown has `aria-current="page"`.',
        'The sheet is a modal dialog titled “Back office”; the staff member’s name is read with their role.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1440 px, a manager: the sidebar with the operations pages (no audit), the page marked. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Meniul de administrare' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(5);
    await expect(within(menu).getByRole('link', { name: 'Comenzi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).queryByRole('link', { name: 'Jurnal de audit' })).toBeNull();
    await expect(canvas.getByText('Marina Vlad')).toBeVisible();
    await expect(canvas.getByText('Manager')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Înapoi la site' })).toHaveAttribute(
      'href',
      '/ro',
    );
    await expect(
      canvas.queryByRole('button', { name: 'Deschide meniul de administrare' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ieșire' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** An admin also sees the audit log. */
export const DesktopAdmin: Story = {
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  args: {
    items: adminMenuFixture,
    currentName: 'adminAudit',
    staff: { name: 'Andrei Cojocaru', role: 'admin' },
    children: <AdminPageHeader title="Jurnal de audit" />,
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Meniul de administrare' });
    await expect(within(menu).getByRole('link', { name: 'Jurnal de audit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(canvasElement).getByText('Administrator')).toBeVisible();
  },
};

/** 375 px: a bar with the menu button; the sheet opens, Escape closes it, focus is back on the button. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Deschide meniul de administrare' });
    await userEvent.click(button);
    const sheet = await body.findByRole('dialog', { name: 'Administrare' });
    await expect(within(sheet).getByRole('link', { name: 'Comenzi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sheet).getByText('Marina Vlad')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** 375 px with the sheet open (its look in light and dark). */
export const PhoneMenuOpen: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  decorators: [phoneWidth],
  args: { menuOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Administrare' });
    await expect(within(sheet).getAllByRole('link')).toHaveLength(6);
  },
};
