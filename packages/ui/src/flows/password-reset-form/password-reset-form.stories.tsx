import { PASSWORD_RESET_MESSAGE_KEYS, passwordResetMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextLink } from '../../components/text-link/text-link';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { PasswordResetForm } from './password-reset-form';

const machines = {
  sends: passwordResetMachine.provide({
    actors: { sendPasswordReset: storyPromise<void>({ settle: 'resolve', output: undefined }) },
  }),
  pending: passwordResetMachine.provide({
    actors: { sendPasswordReset: storyPromise({ settle: 'never' }) },
  }),
  fails: passwordResetMachine.provide({
    actors: { sendPasswordReset: storyPromise({ settle: 'reject', error: new Error('500') }) },
  }),
};

type ResetEvents = readonly EventOf<typeof passwordResetMachine>[];
const submitted: ResetEvents = [
  { type: 'field.change', value: 'ana@academy.md' },
  { type: 'form.submit' },
];

interface DemoProps {
  machine: keyof typeof machines;
  events?: ResetEvents;
  onClose?: () => void;
}

function ResetDemo({ machine, events, onClose }: DemoProps) {
  const { t } = useTranslation('ui');
  const actor = useDrivenActor(machines[machine], { input: { language: 'ro' }, events });
  return (
    <PasswordResetForm
      actor={actor}
      onClose={onClose}
      footer={<TextLink href="/ro/login">{t('account.login.back')}</TextLink>}
    />
  );
}

const meta = {
  title: 'Flows/PasswordResetForm',
  component: ResetDemo,
  args: { machine: 'sends', onClose: fn() },
  parameters: {
    flow: { machine: passwordResetMachine, messages: PASSWORD_RESET_MESSAGE_KEYS },
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <div className="bg-background px-gutter flex min-h-screen items-start justify-center py-10 sm:py-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: an invalid email is refused with its message; a valid one is sent with Enter. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/e-mail/i);
    await userEvent.type(email, 'ana@academy{Enter}');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '.md{Enter}');
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { machine: 'pending', events: submitted },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled(),
    );
  },
};

/** Sent: 'Please check your mailbox' replaces the form. */
export const Sent: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'ana@academy.md',
    );
  },
};

/** Failure: the message above the form; sending again is possible. */
export const Failure: Story = {
  args: { machine: 'fails', events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
  },
};
