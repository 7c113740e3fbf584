import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useDrivenActor } from '../../flows/use-story-actor';
import {
  STAFF_ACTION_FLOW,
  type StoryActionEvents,
  storyActionMachines,
  storyFieldRefusal,
} from '../story-helpers';
import { AccountActionDialog, accountActionValues } from './account-action-dialog';
import type { AccountAction } from './account-types';

const onDone = fn();
const machines = {
  ...storyActionMachines(new Error('409'), onDone),
  refusesReason: storyFieldRefusal(
    'reason',
    'Ensure this field has at least 3 characters.',
    onDone,
  ),
};

type Events = StoryActionEvents;
const open = (action: AccountAction, about = {}): Events => [
  { type: 'action.open', values: accountActionValues(action, { name: 'Ana Rusu', ...about }) },
];

function AccountActionDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events: Events;
}) {
  const actor = useDrivenActor(machines[machine], { events });
  return (
    <div data-slot="account-action-demo" data-state="ready">
      <AccountActionDialog actor={actor} />
    </div>
  );
}

const meta = {
  title: 'Back office/Accounts/AccountActionDialog',
  component: AccountActionDemo,
  // Each opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open('activate') },
} satisfies Meta<typeof AccountActionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activate: the login link mailed is said; confirming closes the dialog. */
export const Activate: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Activați contul lui Ana Rusu?' });
    await expect(dialog).toHaveAccessibleDescription(/linkul de autentificare/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onDone).toHaveBeenCalled();
  },
};

/** Decline: a red confirm and the reason, which is mailed. */
export const Reject: Story = {
  args: { events: open('reject') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Respingeți înregistrarea lui Ana Rusu?',
    });
    const field = within(dialog).getByRole('textbox', { name: 'Motivul' });
    await expect(field).toBeRequired();
    await userEvent.type(field, 'Diploma nu se citește');
    await expect(field).toHaveValue('Diploma nu se citește');
  },
};

/** The server refused the reason (too short, or a line break): said at the field. */
export const RejectRefused: Story = {
  args: { machine: 'refusesReason', events: [...open('reject'), { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Motivul' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/un singur rând/);
  },
};

/** Deactivate: its sessions end, said before. */
export const Deactivate: Story = {
  args: { events: open('deactivate') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Dezactivați contul lui Ana Rusu?' });
    await expect(dialog).toHaveAccessibleDescription(/sesiunile/);
  },
};

/** Bulk activation of the ticked accounts. */
export const BulkActivate: Story = {
  args: { events: open('bulkActivate', { count: 3 }) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Activați conturile selectate (3)?' });
  },
};

/** Grant a course, named. */
export const Grant: Story = {
  args: { events: open('grant', { course: 'Masaj facial' }) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Acordați accesul la „Masaj facial”?' });
  },
};

/** Revoke a course: its progress is lost, said before. */
export const Revoke: Story = {
  args: { events: open('revoke', { course: 'Biorevitalizare' }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Retrageți accesul la „Biorevitalizare”?',
    });
    await expect(dialog).toHaveAccessibleDescription(/Progresul/);
  },
};

/** Make a specialist. */
export const MakeSpecialist: Story = {
  args: { events: open('makeSpecialist') },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Faceți-l pe Ana Rusu specialist?' });
  },
};

/** An admin gives a staff role: the role chosen in the dialog is what the call sends. */
export const SetRole: Story = {
  args: { events: open('setRole') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Rolul de personal al lui Ana Rusu',
    });
    const select = within(dialog).getByRole('combobox', { name: 'Rol' });
    await expect(select).toHaveTextContent('Fără rol de personal');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await expect(select).toHaveTextContent('Manager');
  },
};

/** The call runs: the confirm button busy, the dialog kept open. */
export const Submitting: Story = {
  args: { machine: 'pending', events: [...open('activate'), { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { busy: true })).toBeVisible();
  },
};

/** The call failed (the account moved meanwhile): said, the dialog kept for a retry. */
export const Failure: Story = {
  args: { machine: 'fails', events: [...open('activate'), { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
