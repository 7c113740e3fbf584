import {
  ORDER_CANCEL_MESSAGE_KEYS,
  type OrderCancelOutcome,
  orderCancelMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { OrderCancel } from './order-cancel';

const answer = (output: OrderCancelOutcome) =>
  orderCancelMachine.provide({
    actors: { cancelOrder: storyPromise<OrderCancelOutcome>({ settle: 'resolve', output }) },
  });
const machines = {
  cancels: answer('cancelled'),
  refuses: answer('refused'),
  pending: orderCancelMachine.provide({
    actors: { cancelOrder: storyPromise({ settle: 'never' }) },
  }),
  fails: orderCancelMachine.provide({
    actors: { cancelOrder: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
};

type CancelEvents = readonly EventOf<typeof orderCancelMachine>[];
const opened: CancelEvents = [{ type: 'cancel.open' }];
const confirmed: CancelEvents = [{ type: 'cancel.open' }, { type: 'cancel.confirm' }];

function OrderCancelDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events?: CancelEvents;
}) {
  const actor = useDrivenActor(machines[machine], { input: { orderId: 312 }, events });
  return <OrderCancel actor={actor} orderId={312} />;
}

const meta = {
  title: 'Flows/OrderCancel',
  component: OrderCancelDemo,
  parameters: { flow: { machine: orderCancelMachine, messages: ORDER_CANCEL_MESSAGE_KEYS } },
  args: { machine: 'cancels' },
} satisfies Meta<typeof OrderCancelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="order-cancel"]')?.getAttribute('data-state');

/** An unpaid order's button; nothing asked yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Anulează comanda' }),
    ).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('idle');
  },
};

/** The question, focus inside it; "keep the order" closes it and gives the focus back. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anulează comanda' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Anulați comanda nr. 312?' });
    await expect(dialog).toHaveAccessibleDescription(/revin în magazin/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Păstrez comanda' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('asking');
  },
};

/** Cancelling: the confirm button busy, the dialog kept open. */
export const Cancelling: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toHaveTextContent(
      'Se anulează',
    );
  },
};

/** Cancelled: said where the button was. */
export const Cancelled: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { events: opened },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulează comanda' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Comanda a fost anulată',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The order was paid meanwhile: it can no longer be cancelled. */
export const Refused: Story = {
  args: { machine: 'refuses', events: confirmed },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'nu mai poate fi anulată',
    );
  },
};

/** The call failed: the question stays open with the error, to try again. */
export const Failure: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'fails', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'nu a putut fi anulată',
    );
    await expect(within(dialog).getByRole('button', { name: 'Anulează comanda' })).toBeEnabled();
  },
};
