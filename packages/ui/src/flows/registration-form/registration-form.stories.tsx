import {
  REGISTRATION_MESSAGE_KEYS,
  REGISTRATION_REDIRECT_MS,
  registrationMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, StoryClock, storyPromise, useDrivenActor } from '../use-story-actor';
import { RegistrationForm } from './registration-form';

const HOLD = 10 * 60_000;
const COUNTRIES = [
  { code: 'MD', name: 'Moldova' },
  { code: 'RO', name: 'Romania' },
  { code: 'RU', name: 'Russian Federation' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
];
const rejection = { status: 400, emailBusy: true };
/** What the app's `redirectToLogin` receives: the login page's redirect. */
const redirectToLogin = fn();

const machines = {
  accepts: registrationMachine.provide({
    actors: { register: storyPromise<void>({ settle: 'resolve', output: undefined }) },
    delays: { redirectDelay: HOLD },
  }),
  /** Accepts, and redirects after the real 6 s (on the story's own clock). */
  acceptsAndRedirects: registrationMachine.provide({
    actors: { register: storyPromise<void>({ settle: 'resolve', output: undefined }) },
    actions: { redirectToLogin },
  }),
  pending: registrationMachine.provide({ actors: { register: storyPromise({ settle: 'never' }) } }),
  refuses: registrationMachine.provide({
    actors: { register: storyPromise({ settle: 'reject', error: rejection }) },
  }),
};

type RegistrationEvents = readonly EventOf<typeof registrationMachine>[];
const filled: RegistrationEvents = [
  { type: 'field.change', field: 'email', value: 'ana.rusu@academy.md' },
  { type: 'field.change', field: 'firstName', value: 'Ana' },
  { type: 'field.change', field: 'lastName', value: 'Rusu' },
  { type: 'profession.select', profession: 'cosmetology' },
  { type: 'country.select', country: { code: 'MD', name: 'Moldova' } },
  { type: 'field.change', field: 'password', value: 'Derma2024' },
  { type: 'field.change', field: 'repeatPassword', value: 'Derma2024' },
  { type: 'field.change', field: 'phone', value: '69123456' },
  { type: 'certificate.select', file: { name: 'diploma-ana-rusu.pdf', type: 'application/pdf' } },
];
const submitted: RegistrationEvents = [...filled, { type: 'form.submit' }];

interface DemoProps {
  machine: keyof typeof machines;
  events?: RegistrationEvents;
  /** Where the machine's delays run; by default, real time. */
  clock?: StoryClock;
  onClose?: () => void;
}

function RegistrationDemo({ machine, events, clock, onClose }: DemoProps) {
  const actor = useDrivenActor(machines[machine], {
    input: { language: 'ro', redirectTo: '/ro/dashboard/courses' },
    events,
    ...(clock && { clock }),
  });
  return (
    <RegistrationForm
      actor={actor}
      countries={COUNTRIES}
      loginHref="/ro/login?redirect=%2Fro%2Fdashboard%2Fcourses"
      privacyPolicyHref="/policy_md/policy_ro.pdf"
      paymentPolicyHref="/docs/payment_ro.pdf"
      onClose={onClose}
    />
  );
}

const meta = {
  title: 'Flows/RegistrationForm',
  component: RegistrationDemo,
  args: { machine: 'pending', onClose: fn() },
  parameters: {
    flow: { machine: registrationMachine, messages: REGISTRATION_MESSAGE_KEYS },
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <div className="bg-background px-gutter flex min-h-screen items-start justify-center py-10 sm:py-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegistrationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Editing: both consents start checked, +373 is the code, the login link keeps the redirect;
 * typing the password moves the strength meter; the phone keeps digits only.
 */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const consent of canvas.getAllByRole('checkbox')) await expect(consent).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /prefix/i })).toHaveTextContent('+373');
    const loginLink = canvas.getByRole('link', { name: /autentificați-vă/i });
    await expect(loginLink).toHaveAttribute('href', expect.stringContaining('redirect='));
    const [password] = canvas.getAllByLabelText(/parola/i, { selector: 'input' });
    await userEvent.type(password as HTMLElement, 'abc');
    await expect(canvas.getByRole('meter')).toHaveAttribute('value', '35');
    await userEvent.type(password as HTMLElement, '123');
    await expect(canvas.getByRole('meter')).toHaveAttribute('value', '100');
    const phone = canvas.getByRole('textbox', { name: /telefon/i });
    await userEvent.type(phone, '69-12 34');
    await expect(phone).toHaveValue('691234');
  },
};

/** Submitting an empty form: every field shows its message, and focus moves to the first. */
export const EditingWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /înregistr/i }));
    await waitFor(() => expect(canvas.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid'));
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveFocus();
    await expect(
      canvasElement.querySelectorAll('[data-slot="field-error"]').length,
    ).toBeGreaterThan(5);
  },
};

/** A weak password: the meter and 'Parola nu este sigură'. */
export const WeakPassword: Story = {
  args: { events: [{ type: 'field.change', field: 'password', value: 'derma' }] },
};

/** Profession 'other': no certificate is asked. */
export const ProfessionOther: Story = {
  args: { events: [{ type: 'profession.select', profession: 'other' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('input[type="file"]')).toBeNull());
  },
};

/** A file of the wrong type is refused and cleared with the spec's message. */
export const InvalidFile: Story = {
  args: {
    events: [
      { type: 'certificate.select', file: { name: 'clip.exe', type: 'application/x-msdownload' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Filled in and valid, ready to send. */
export const Filled: Story = { args: { events: filled } };

export const Submitting: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled(),
    );
  },
};

/** Success: 'Your registration is being verified', then the login page after 6 s. */
export const Success: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'accepts', events: submitted },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName();
  },
};

/**
 * Redirected: 6 s after success the app is told to open the login page (a spy here); the
 * verification note stays until it does.
 */
export const Redirected: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'acceptsAndRedirects', events: submitted },
  // The 6 s pass on a clock of this render's own, which the play function moves on.
  loaders: [() => ({ clock: new StoryClock() })],
  render: (args, { loaded }) => <RegistrationDemo {...args} clock={loaded.clock} />,
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    (loaded.clock as StoryClock).increment(REGISTRATION_REDIRECT_MS);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="auth-card"]')).toHaveAttribute(
        'data-state',
        'redirected',
      ),
    );
    await expect(redirectToLogin).toHaveBeenCalledWith(expect.anything(), {
      redirectTo: '/ro/dashboard/courses',
    });
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** Failure: the busy-user message and the status code, in a modal. */
export const Failure: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'refuses', events: submitted },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('400');
    await expect(canvasElement.querySelector('[data-slot="auth-card"]')).toHaveAttribute(
      'data-state',
      'failure',
    );
  },
};

/** Closing the failure modal returns to the form with the email-busy message on the email. */
export const EmailBusy: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'refuses', events: submitted },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // This story's own form first, then its failure modal, closed by its own button.
    await within(canvasElement).findByLabelText(/e-mail/i);
    const dialog = await body.findByRole('dialog', { name: 'Înregistrarea nu a reușit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Înapoi la formular' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const email = within(canvasElement).getByLabelText(/e-mail/i);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/ocupat/);
  },
};
