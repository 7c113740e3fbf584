import {
  LOGIN_LOCKOUT_MS,
  LOGIN_MESSAGE_KEYS,
  type LoginInput,
  loginMachine,
  passwordResetMachine,
  type SessionProfile,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, StoryClock, storyPromise, useDrivenActor } from '../use-story-actor';
import { LoginForm } from './login-form';

const HOLD = 10 * 60_000;
/** What the app's `storeSession` receives, to show that 'save login' travels with the session. */
const storeSession = fn();
const user = { id: 7, username: 'ana@academy.md' };
const profile: SessionProfile = { id: 7, name: 'Ana Rusu', city: 'Moldova', type: 'cosmetology' };

const machines = {
  /** The server answers at once and accepts. */
  accepts: loginMachine.provide({
    actors: {
      requestToken: storyPromise({ settle: 'resolve', output: 'token-1' }),
      loadUser: storyPromise({ settle: 'resolve', output: user }),
      loadProfile: storyPromise({ settle: 'resolve', output: profile }),
    },
  }),
  /** Accepts, and hands the session to a spy. */
  acceptsAndStores: loginMachine.provide({
    actors: {
      requestToken: storyPromise({ settle: 'resolve', output: 'token-1' }),
      loadUser: storyPromise({ settle: 'resolve', output: user }),
      loadProfile: storyPromise({ settle: 'resolve', output: profile }),
    },
    actions: { storeSession },
  }),
  /** The request stays in flight. */
  pending: loginMachine.provide({ actors: { requestToken: storyPromise({ settle: 'never' }) } }),
  /** Refused; the 3 s lock held so the story stays locked. */
  refuses: loginMachine.provide({
    actors: { requestToken: storyPromise({ settle: 'reject', error: new Error('400') }) },
    delays: { lockout: HOLD },
  }),
  /** Refused: the account's registration was declined by staff (issue 26). */
  declined: loginMachine.provide({
    actors: {
      requestToken: storyPromise({ settle: 'reject', error: { accountRefusal: 'declined' } }),
    },
    delays: { lockout: HOLD },
  }),
  /** Refused with the real 3 s lock (on the story's own clock). */
  refusesBriefly: loginMachine.provide({
    actors: { requestToken: storyPromise({ settle: 'reject', error: new Error('400') }) },
  }),
};
const resetMachine = passwordResetMachine.provide({
  actors: { sendPasswordReset: storyPromise({ settle: 'never' }) },
});

type LoginEvents = readonly EventOf<typeof loginMachine>[];
const typed: LoginEvents = [
  { type: 'field.change', field: 'email', value: 'ana@academy.md' },
  { type: 'field.change', field: 'password', value: 'derma24' },
];
const submitted: LoginEvents = [...typed, { type: 'form.submit' }];
const input: LoginInput = {
  redirectTo: '/ro/dashboard/courses',
  prefs: { darkMode: false, language: 'ro' },
};

interface DemoProps {
  machine: keyof typeof machines;
  events?: LoginEvents;
  withResetFlow?: boolean;
  /** Where the machine's delays run; by default, real time. */
  clock?: StoryClock;
  onClose?: () => void;
}

function LoginDemo({ machine, events, withResetFlow = false, clock, ...props }: DemoProps) {
  const actor = useDrivenActor(machines[machine], { input, events, ...(clock && { clock }) });
  const resetActor = useDrivenActor(resetMachine, { input: { language: 'ro' } });
  return (
    <LoginForm
      actor={actor}
      registrationHref="/ro/registration"
      passwordResetActor={withResetFlow ? resetActor : undefined}
      passwordResetHref="/ro/reset"
      {...props}
    />
  );
}

/** The flow's root, which carries the machine's state. */
const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="auth-card"]');

const meta = {
  title: 'Flows/LoginForm',
  component: LoginDemo,
  args: { machine: 'accepts', onClose: fn() },
  parameters: {
    flow: { machine: loginMachine, messages: LOGIN_MESSAGE_KEYS },
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <div className="bg-background px-gutter flex min-h-screen items-start justify-center py-10 sm:py-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: typed from the keyboard, 'save login' ticked, closed with the corner button. */
export const Editing: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'editing');
    await userEvent.type(canvas.getByLabelText(/e-mail/i), 'ana@academy.md');
    await userEvent.type(canvas.getByLabelText(/^parola$/i), 'derma24');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox'));
    // Controlled by the machine: ticked only once it has taken the event.
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/ro/registration');
    await userEvent.click(canvas.getByRole('button', { name: /închide/i }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Submitting an empty form shows each field's message and marks the fields invalid. */
export const EditingWithErrors: Story = {
  args: { machine: 'pending', events: [{ type: 'form.submit' }] },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText(/e-mail/i);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/.+/);
  },
};

/** Submitting: the button is busy and disabled while the request is in flight. */
export const Submitting: Story = {
  args: { machine: 'pending', events: submitted },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'submitting'));
    await expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled();
  },
};

/** LockedOut: red title, 'Invalid data', both fields cleared, the button locked for 3 s. */
export const LockedOut: Story = {
  args: { machine: 'refuses', events: submitted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'lockedOut');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /intră în cont/i })).toBeDisabled();
  },
};

/** LockedOut for a declined account: its own message, not 'Invalid data' (issue 26). */
export const LockedOutDeclined: Story = {
  args: { machine: 'declined', events: submitted },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'lockedOut');
    await expect(alert).toHaveTextContent('Înregistrarea dumneavoastră a fost respinsă');
  },
};

/** After the 3 s lock the button works again; typing is allowed meanwhile. */
export const LockReleases: Story = {
  args: { machine: 'refusesBriefly', events: submitted },
  // The 3 s pass on a clock of this render's own, which the play function moves on.
  loaders: [() => ({ clock: new StoryClock() })],
  render: (args, { loaded }) => <LoginDemo {...args} clock={loaded.clock} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: /intră în cont/i });
    await waitFor(() => expect(submit).toBeDisabled());
    (loaded.clock as StoryClock).increment(LOGIN_LOCKOUT_MS);
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** ForgotPassword with the reset flow in place. */
export const ForgotPassword: Story = {
  args: { machine: 'pending', withResetFlow: true, events: [{ type: 'mode.forgotPassword' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/e-mail/i)).toHaveValue('');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'forgotPassword');
    await expect(canvas.getByRole('button', { name: /înapoi/i })).toBeVisible();
  },
};

/** 'Forgot your password?' opens the reset mode and 'Back to login' returns to the form. */
export const ForgotPasswordAndBack: Story = {
  args: { machine: 'pending', withResetFlow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /uitat/i }));
    await userEvent.click(await canvas.findByRole('button', { name: /înapoi/i }));
    await expect(await canvas.findByRole('checkbox')).toBeVisible();
  },
};

/** ForgotPassword without a reset flow: a link to the reset page. */
export const ForgotPasswordLink: Story = {
  args: { machine: 'pending', events: [{ type: 'mode.forgotPassword' }] },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/ro/reset');
  },
};

/** Success: token, user and profile loaded; the app redirects. */
export const Success: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'success');
  },
};

/** Success with 'save login' ticked: the stored session says so (the app keeps it past the tab). */
export const SuccessWithSaveLogin: Story = {
  args: {
    machine: 'acceptsAndStores',
    events: [{ type: 'remember.change', value: true }, ...submitted],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
    await expect(storeSession).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ token: 'token-1', remember: true }),
    );
  },
};
