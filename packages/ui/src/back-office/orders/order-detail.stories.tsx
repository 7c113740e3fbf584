import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetail } from './order-detail';
import {
  deliveredOrderFixture,
  pendingOrderFixture,
  refundedCourseFixture,
} from './orders.fixtures';

const meta = {
  title: 'Back office/Orders/OrderDetail',
  component: OrderDetail,
  args: {
    id: pendingOrderFixture.id,
    order: { state: 'ready', data: pendingOrderFixture },
    onRetry: fn(),
    onAction: fn(),
    backHref: '/ro/admin/orders?status=pending',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="order-detail"]')?.getAttribute('data-state');

/** An unpaid cash order: its lines, promo discount, cashback, buyer, payment and the moves it allows. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toBe('ready');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Comanda nr. 1043');
    await expect(canvas.getByText('Reducere (IARNA5)')).toBeVisible();
    await expect(canvas.getByText('Ser cu acid hialuronic, 50 ml')).toBeVisible();
    await expect(canvas.getByText('Cumpărătorul', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ana.rusu@example.com' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marchează achitată' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('mark_paid');
    await userEvent.click(canvas.getByRole('button', { name: 'Anulează comanda' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cancel');
    await expect(canvas.queryByRole('button', { name: 'Expediază' })).toBeNull();
  },
};

/** Paid, shipped and delivered by a manager: the history names them, with the tracking number. */
export const Delivered: Story = {
  args: { order: { state: 'ready', data: deliveredOrderFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvasElement.querySelector('[data-slot="order-history"]') as HTMLElement;
    await expect(within(history).getAllByText('Maria Manager')).toHaveLength(3);
    await expect(within(history).getByText('Achitat la curier')).toBeVisible();
    await expect(canvas.getAllByText('RB123456789MD').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Rambursează' })).toBeVisible();
  },
};

/** A refunded course: no move left, said instead of buttons. */
export const Closed: Story = {
  args: { id: 1044, order: { state: 'ready', data: refundedCourseFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Starea acestei comenzi nu mai permite nicio acțiune.'),
    ).toBeVisible();
    await expect(canvas.getByText('Sistemul')).toBeVisible();
  },
};

/** The order loads: placeholders under its number. */
export const Loading: Story = {
  args: { order: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toBe('loading');
    await expect(canvasElement.querySelector('[data-slot="order-skeleton"]')).not.toBeNull();
  },
};

/** The order failed to load: said, with a retry. */
export const Failure: Story = {
  args: { order: { state: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('nu a putut fi încărcată');
    await userEvent.click(canvas.getByRole('button', { name: 'Reîncearcă' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
