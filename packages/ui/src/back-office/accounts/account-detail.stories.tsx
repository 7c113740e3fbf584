import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDetail } from './account-detail';
import {
  activeAccountFixture,
  declinedAccountFixture,
  diplomaImageUrl,
  diplomaPdfUrl,
  pendingAccountFixture,
} from './accounts.fixtures';

const meta = {
  title: 'Back office/Accounts/AccountDetail',
  component: AccountDetail,
  args: {
    id: 61,
    account: { state: 'ready', data: pendingAccountFixture },
    diploma: { state: 'ready', data: { url: diplomaImageUrl, kind: 'image' } },
    onRetry: fn(),
    onDiplomaRetry: fn(),
    onAction: fn(),
    backHref: '/ro/admin/accounts?status=pending',
    orderHref: (id: number) => `/ro/admin/order/${id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="account-detail"]')?.getAttribute('data-state');

/** A registration waiting for review: its diploma beside the profile, activate or decline. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toBe('ready');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Rusu');
    await expect(canvas.getByRole('img', { name: 'Diploma încărcată de Ana Rusu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Respinge' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('reject');
    await userEvent.click(canvas.getByRole('button', { name: 'Activează' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('activate');
  },
};

/** An active specialist: orders, courses (revoke, grant), certificates, sessions; a PDF diploma. */
export const Active: Story = {
  args: {
    account: { state: 'ready', data: activeAccountFixture },
    diploma: { state: 'ready', data: { url: diplomaPdfUrl, kind: 'pdf' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Dezactivează' })).toBeVisible();
    // Only an admin is offered staff roles.
    await expect(canvas.queryByRole('button', { name: 'Rol de personal…' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Comanda nr. 1042' })).toHaveAttribute(
      'href',
      '/ro/admin/order/1042',
    );
    await expect(canvas.getByText('Cumpărat (comanda nr. 1009)')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Descarcă diploma' })[0]).toHaveAttribute(
      'download',
    );
    const revoke = canvas.getAllByRole('button', { name: 'Retrage accesul' });
    await userEvent.click(revoke[0] as HTMLElement);
    await expect(args.onAction).toHaveBeenLastCalledWith('revoke', {
      id: 2,
      title: 'Biorevitalizare',
    });
  },
};

/** Seen by an admin: an active account may also be given a staff role (or have it taken away). */
export const ActiveSeenByAdmin: Story = {
  args: {
    account: { state: 'ready', data: activeAccountFixture },
    diploma: { state: 'ready', data: { url: diplomaPdfUrl, kind: 'pdf' } },
    canManageStaff: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rol de personal…' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('setRole');
  },
};

/** A declined registration: the reason kept, and it may still be activated. */
export const Declined: Story = {
  args: { account: { state: 'ready', data: declinedAccountFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Diploma nu se citește; trimiteți o copie clară.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activează' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Respinge' })).toBeNull();
  },
};

/** The account loads: skeletons under its number. */
export const Loading: Story = {
  args: { account: { state: 'loading' }, diploma: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toBe('loading');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Contul nr. 61',
    );
  },
};

/** The account failed to load: said, with a retry. */
export const Failure: Story = {
  args: { account: { state: 'error' }, diploma: null },
  play: async ({ canvasElement, args }) => {
    await expect(stateOf(canvasElement)).toBe('error');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Reîncearcă/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
