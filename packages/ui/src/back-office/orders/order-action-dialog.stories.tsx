import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useDrivenActor } from '../../flows/use-story-actor';
import {
  STAFF_ACTION_FLOW,
  type StoryActionEvents,
  storyActionMachines,
  storyFieldRefusal,
} from '../story-helpers';
import { OrderActionDialog, orderActionValues } from './order-action-dialog';
import type { AdminOrderAction } from './order-types';
import { deliveredOrderFixture, pendingOrderFixture } from './orders.fixtures';

const onDone = fn();
const machines = {
  ...storyActionMachines(new Error('409'), onDone),
  refusesField: storyFieldRefusal('tracking_number', 'This field may not be blank.', onDone),
};

type Events = StoryActionEvents;
const open = (action: AdminOrderAction): Events => [
  { type: 'action.open', values: orderActionValues(action) },
];

function OrderActionDemo({
  machine,
  events,
  paid = false,
}: {
  machine: keyof typeof machines;
  events: Events;
  paid?: boolean;
}) {
  const actor = useDrivenActor(machines[machine], { events });
  return (
    <div data-slot="order-action-demo" data-state="ready">
      <OrderActionDialog actor={actor} order={paid ? deliveredOrderFixture : pendingOrderFixture} />
    </div>
  );
}

const meta = {
  title: 'Back office/Orders/OrderActionDialog',
  component: OrderActionDemo,
  // Each opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open('mark_paid') },
} satisfies Meta<typeof OrderActionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mark a cash order paid: the amount received is said; confirming closes the dialog. */
export const MarkPaid: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Marcați comanda nr. 1043 ca achitată?',
    });
    await expect(dialog).toHaveAccessibleDescription(/1\.305\sMDL/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marchează achitată' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onDone).toHaveBeenCalled();
  },
};

/** Ship: the tracking number is asked for. */
export const Ship: Story = {
  args: { paid: true, events: open('ship') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Expediați comanda nr. 1043?' });
    const field = within(dialog).getByRole('textbox', { name: 'Numărul de urmărire' });
    await userEvent.type(field, 'RB123456789MD');
    await expect(field).toHaveValue('RB123456789MD');
  },
};

/** The server refused an empty tracking number: said at the field. */
export const ShipRefused: Story = {
  args: {
    paid: true,
    machine: 'refusesField',
    events: [...open('ship'), { type: 'action.confirm' }],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Numărul de urmărire' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription('Completați acest câmp.');
  },
};

/** Mark delivered: nothing to type. */
export const Deliver: Story = {
  args: { paid: true, events: open('deliver') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Marcați comanda nr. 1043 ca livrată?',
    });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** Cancel: a red confirm, and the reason the history keeps. */
export const Cancel: Story = {
  args: { events: open('cancel') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Anulați comanda nr. 1043?' });
    await expect(dialog).toHaveAccessibleDescription(/revin în stoc/);
    await expect(within(dialog).getByRole('textbox', { name: 'Motivul' })).toBeRequired();
  },
};

/** Refund: the amount going back through the provider, and the reason. */
export const Refund: Story = {
  args: { paid: true, events: open('refund') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rambursați comanda nr. 1043?' });
    await expect(dialog).toHaveAccessibleDescription(/1\.305\sMDL/);
  },
};

/** The move runs: the confirm button busy, the dialog kept open. */
export const Submitting: Story = {
  args: { machine: 'pending', events: [...open('mark_paid'), { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

/** The move failed (the status changed meanwhile, the network): said, to try again. */
export const Failure: Story = {
  args: { machine: 'fails', events: [...open('cancel'), { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Anulează comanda' })).toBeEnabled();
  },
};
