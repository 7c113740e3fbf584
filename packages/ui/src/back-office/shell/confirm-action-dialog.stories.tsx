import { selectStaffAction, staffActionMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/form-fields/form-fields';
import type { Usage } from '../../docs/usage';
import { useFlowMessage } from '../../flows/use-flow-message';
import { type EventOf, storyPromise, useDrivenActor } from '../../flows/use-story-actor';
import { STAFF_ACTION_FLOW } from '../story-helpers';
import { ConfirmActionDialog } from './confirm-action-dialog';

/** What the page does when the action is done: load its data again (a spy the stories read). */
const reloadPage = fn();
const onDone = () => reloadPage();
const machines = {
  succeeds: staffActionMachine.provide({
    actions: { onDone },
    actors: { perform: storyPromise<unknown>({ settle: 'resolve', output: null }) },
  }),
  pending: staffActionMachine.provide({
    actions: { onDone },
    actors: { perform: storyPromise({ settle: 'never' }) },
  }),
  fails: staffActionMachine.provide({
    actions: { onDone },
    actors: { perform: storyPromise({ settle: 'reject', error: new Error('502') }) },
  }),
  refusesField: staffActionMachine.provide({
    actions: { onDone },
    actors: {
      perform: storyPromise({
        settle: 'reject',
        error: { fieldErrors: { tracking: ['Ensure this field has no more than 40 characters.'] } },
      }),
    },
  }),
};

type Events = readonly EventOf<typeof staffActionMachine>[];
const opened: Events = [{ type: 'action.open', values: { tracking: '' } }];
const confirmed: Events = [
  ...opened,
  { type: 'action.confirm', values: { tracking: 'RB123456789MD' } },
];

/** An order's "Ship" action: a tracking number in the dialog, confirmed through the machine. */
function ShipDemo({ machine, events }: { machine: keyof typeof machines; events?: Events }) {
  const actor = useDrivenActor(machines[machine], { events });
  const view = useSelector(actor, selectStaffAction);
  const message = useFlowMessage();
  return (
    <div data-state={view.state}>
      <Button onClick={() => actor.send({ type: 'action.open', values: { tracking: '' } })}>
        Expediază comanda
      </Button>
      <ConfirmActionDialog
        open={view.isOpen}
        onOpenChange={(open) => (open ? undefined : actor.send({ type: 'action.cancel' }))}
        title="Expediați comanda nr. 312?"
        description="Clientul primește un e-mail cu numărul de urmărire."
        confirmLabel="Expediază"
        state={view.dialogState}
        error={message(view.errorKey) ?? undefined}
        onConfirm={() => actor.send({ type: 'action.confirm' })}
      >
        <TextField
          label="Număr de urmărire"
          value={view.values.tracking ?? ''}
          error={message(view.fieldErrorKeys.tracking)}
          onValueChange={(value) => actor.send({ type: 'action.change', field: 'tracking', value })}
        />
      </ConfirmActionDialog>
    </div>
  );
}

const meta = {
  title: 'Back office/ConfirmActionDialog',
  component: ShipDemo,
  args: { machine: 'succeeds' },
  parameters: {
    flow: STAFF_ACTION_FLOW,
    usage: {
      use: [
        'Every staff action that changes a record (activate, ship, cancel, refund), driven by staffActionMachine.',
        'With the action’s fields as children (a reason, a tracking number); Enter in a field confirms.',
      ],
      avoid: ['Actions that change nothing (filters, export): no confirmation.'],
      keyboard: [
        ['Tab / Shift+Tab', 'Stays inside the dialog while it is open.'],
        ['Enter', 'In a field: confirms.'],
        [
          'Esc',
          'Closes it (not while the action runs); focus goes back to the button that opened it.',
        ],
      ],
      screenReader: [
        'A modal dialog named by its title and described by its sentence.',
        'While the action runs the confirm button is busy and says so; a failure is an alert.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ShipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the page's button opens the dialog; focus is trapped in it and comes back on Escape. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Expediază comanda' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Expediați comanda nr. 312?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Editing: the dialog with its field; Enter in the field confirms, and the page reloads. */
export const Editing: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { events: opened },
  play: async ({ canvasElement }) => {
    reloadPage.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Anulează' })).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('Număr de urmărire'), 'RB1{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(reloadPage).toHaveBeenCalledOnce();
  },
};

/** Submitting: the confirm button is busy, the way back disabled, Escape does not close it. */
export const Submitting: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: confirmed },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const busy = await within(dialog).findByRole('button', { busy: true });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveTextContent('Se execută…');
    await expect(within(dialog).getByRole('button', { name: 'Anulează' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** Done: the action went through; the dialog closes and the page loads its data again. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    reloadPage.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Expediază comanda' }));
    await userEvent.click(await body.findByRole('button', { name: 'Expediază' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(reloadPage).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'idle');
  },
};

/** Failure: the error in an alert, the values kept, confirm again to retry. */
export const Failure: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'fails', events: confirmed },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Acțiunea nu a reușit. Încercați din nou.');
    await expect(body.getByLabelText('Număr de urmărire')).toHaveValue('RB123456789MD');
    await expect(body.getByRole('button', { name: 'Expediază' })).toBeEnabled();
  },
};

/** A server's refusal of the field: the values kept, the field marked with the flow's own text. */
export const FailureWithFieldErrors: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'refusesField', events: confirmed },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Verificați câmpurile marcate și confirmați din nou.',
    );
    const field = body.getByLabelText('Număr de urmărire');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('RB123456789MD');
    await expect(body.getByText('Această valoare nu a fost acceptată.')).toBeVisible();
  },
};
