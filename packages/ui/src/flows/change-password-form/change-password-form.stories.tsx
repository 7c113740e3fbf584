import { CHANGE_PASSWORD_MESSAGE_KEYS, changePasswordMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { ChangePasswordForm } from './change-password-form';

const machines = {
  accepts: changePasswordMachine.provide({
    actors: { changePassword: storyPromise<void>({ settle: 'resolve', output: undefined }) },
  }),
  pending: changePasswordMachine.provide({
    actors: { changePassword: storyPromise({ settle: 'never' }) },
  }),
  fails: changePasswordMachine.provide({
    actors: { changePassword: storyPromise({ settle: 'reject', error: new Error('500') }) },
  }),
  /** The server's 400 on a current password that is not the account's. */
  refusesCurrent: changePasswordMachine.provide({
    actors: {
      changePassword: storyPromise({
        settle: 'reject',
        error: { fieldErrors: { current_password: ['Invalid password.'] } },
      }),
    },
  }),
};

type ChangeEvents = readonly EventOf<typeof changePasswordMachine>[];
const submitted: ChangeEvents = [
  { type: 'field.change', field: 'oldPassword', value: 'Derma2024' },
  { type: 'field.change', field: 'newPassword', value: 'Lift2025!' },
  { type: 'field.change', field: 'repeatPassword', value: 'Lift2025!' },
  { type: 'form.submit' },
];

function ChangeDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events?: ChangeEvents;
}) {
  const actor = useDrivenActor(machines[machine], { events });
  return <ChangePasswordForm actor={actor} />;
}

const meta = {
  title: 'Flows/ChangePasswordForm',
  component: ChangeDemo,
  parameters: { flow: { machine: changePasswordMachine, messages: CHANGE_PASSWORD_MESSAGE_KEYS } },
  args: { machine: 'accepts' },
} satisfies Meta<typeof ChangeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: a different repeat gives 'The password doesn't match' under the repeat field. */
export const Editing: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [oldPassword, newPassword, repeat] = canvasElement.querySelectorAll('input');
    await userEvent.type(oldPassword as HTMLInputElement, 'Derma2024');
    await userEvent.type(newPassword as HTMLInputElement, 'Lift2025!');
    await userEvent.type(repeat as HTMLInputElement, 'Lift2025{Enter}');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EditingWithErrors: Story = {
  args: { events: [{ type: 'form.submit' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('input')).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: submitted },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled(),
    );
  },
};

/** Success: the fields are cleared and the success message shows. */
export const Success: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** Editing again after the server refused the current password: its message at its field. */
export const WrongCurrentPassword: Story = {
  args: { machine: 'refusesCurrent', events: submitted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [oldPassword] = canvasElement.querySelectorAll('input');
    await waitFor(() => expect(oldPassword).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Parola actuală nu este corectă')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="change-password-form"]')).toHaveAttribute(
      'data-state',
      'failure',
    );
  },
};
