import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playListFailure, playListLoading, searchedListArgs } from '../story-helpers';
import { ContactRequestsInbox } from './contact-requests-inbox';
import { handledRequestsFixture, newRequestsFixture } from './inbox.fixtures';

const meta = {
  title: 'Back office/Inbox/ContactRequestsInbox',
  component: ContactRequestsInbox,
  args: {
    status: 'new',
    onStatusChange: fn(),
    ...searchedListArgs(),
    rows: newRequestsFixture,
    count: 2,
    onHandle: fn(),
    onReopen: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactRequestsInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new requests, newest first: each with its contact, country and page language. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Solicitări de contact' });
    await expect(within(table).getByText('Elena Ceban')).toBeVisible();
    await expect(within(table).getByText('Русский')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Noi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Rezolvă cererea lui Elena Ceban' }));
    await expect(args.onHandle).toHaveBeenCalledWith(newRequestsFixture[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezolvate' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('handled');
  },
};

/** The handled tab: who handled each request and when, its note; a former staff member's too. */
export const Handled: Story = {
  args: { status: 'handled', rows: handledRequestsFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Cristina Rusu/)).toBeVisible();
    await expect(canvas.getByText('Am sunat-o, s-a înscris la cursul de bază.')).toBeVisible();
    await expect(canvas.getByText(/Un fost angajat/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Redeschide cererea lui Maria Popa' }),
    );
    await expect(args.onReopen).toHaveBeenCalledWith(handledRequestsFixture[0]);
  },
};

/** A search sent with Enter: the page puts it in its URL. */
export const Searched: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', {
      name: 'Caută după nume, contact sau țară',
    });
    await userEvent.type(box, 'olga{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('olga');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], count: 0 },
  play: playListLoading('data-table'),
};

/** Nothing new: everything is handled. */
export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('Nicio cerere nouă. Totul este rezolvat.'),
    ).toBeVisible(),
};

export const Failure: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: playListFailure('data-table'),
};

/** At 375 px the filters stack and the table scrolls inside its region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByRole('region', { name: 'Solicitări de contact' }),
    ).toBeVisible(),
};
