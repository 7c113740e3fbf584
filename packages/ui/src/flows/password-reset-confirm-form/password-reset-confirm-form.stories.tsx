import {
  PASSWORD_RESET_CONFIRM_MESSAGE_KEYS,
  passwordResetConfirmMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { PasswordResetConfirmForm } from './password-reset-confirm-form';

const machines = {
  accepts: passwordResetConfirmMachine.provide({
    actors: { confirmPasswordReset: storyPromise<void>({ settle: 'resolve', output: undefined }) },
  }),
  pending: passwordResetConfirmMachine.provide({
    actors: { confirmPasswordReset: storyPromise({ settle: 'never' }) },
  }),
  refusesLink: passwordResetConfirmMachine.provide({
    actors: {
      confirmPasswordReset: storyPromise({ settle: 'reject', error: { invalidLink: true } }),
    },
  }),
  fails: passwordResetConfirmMachine.provide({
    actors: { confirmPasswordReset: storyPromise({ settle: 'reject', error: new Error('500') }) },
  }),
};

type ConfirmEvents = readonly EventOf<typeof passwordResetConfirmMachine>[];
const submitted: ConfirmEvents = [
  { type: 'field.change', field: 'password', value: 'Lift2025!' },
  { type: 'field.change', field: 'repeatPassword', value: 'Lift2025!' },
  { type: 'form.submit' },
];

interface DemoProps {
  machine: keyof typeof machines;
  events?: ConfirmEvents;
  onClose?: () => void;
}

function ConfirmDemo({ machine, events, onClose }: DemoProps) {
  const actor = useDrivenActor(machines[machine], {
    input: { token: 'a1b2c3d4e5f6a7b8c9d0' },
    events,
  });
  return (
    <PasswordResetConfirmForm
      actor={actor}
      loginHref="/ro/login"
      requestLinkHref="/ro/login"
      onClose={onClose}
    />
  );
}

const meta = {
  title: 'Flows/PasswordResetConfirmForm',
  component: ConfirmDemo,
  args: { machine: 'accepts', onClose: fn() },
  parameters: {
    flow: { machine: passwordResetConfirmMachine, messages: PASSWORD_RESET_CONFIRM_MESSAGE_KEYS },
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <div className="bg-background px-gutter flex min-h-screen items-start justify-center py-10 sm:py-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Editing: the meter follows the new password and calls a weak one refused, as the form then
 * refuses it with a different repeat.
 */
export const Editing: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const [password, repeat] = canvasElement.querySelectorAll('input');
    await userEvent.type(password as HTMLInputElement, 'abcdefg');
    await expect(canvasElement.querySelector('[data-slot="password-strength"]')).toHaveAttribute(
      'data-level',
      'refused',
    );
    await userEvent.type(repeat as HTMLInputElement, 'abcdefh{Enter}');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Editing, after a submit of the empty form: 'Fill in the field'. */
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
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'submitting');
  },
};

/** Done: the password is changed; the way on is the login page. */
export const Done: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Intră în cont' })).toHaveAttribute(
      'href',
      '/ro/login',
    );
  },
};

/** Failure, the link refused (spent or expired): the message offers a new link. */
export const FailureInvalidLink: Story = {
  args: { machine: 'refusesLink', events: submitted },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('link')).toHaveAttribute('href', '/ro/login');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'failure');
  },
};

/** Failure otherwise (network, server): the message above the form; sending again is possible. */
export const Failure: Story = {
  args: { machine: 'fails', events: submitted },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).queryByRole('link')).toBeNull();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'failure');
  },
};

/** The flow's root, which carries the machine's state. */
function card(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[data-slot="auth-card"]');
}
