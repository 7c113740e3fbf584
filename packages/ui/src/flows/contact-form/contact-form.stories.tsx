import { CONTACT_FORM_MESSAGE_KEYS, contactFormMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { ContactForm } from './contact-form';

const COUNTRIES = ['Moldova', 'Romania', 'Russian Federation', 'Spain', 'France'];
const machines = {
  sends: contactFormMachine.provide({
    actors: { sendContactRequest: storyPromise<void>({ settle: 'resolve', output: undefined }) },
  }),
  pending: contactFormMachine.provide({
    actors: { sendContactRequest: storyPromise({ settle: 'never' }) },
  }),
  fails: contactFormMachine.provide({
    actors: { sendContactRequest: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
};

type ContactEvents = readonly EventOf<typeof contactFormMachine>[];
const submitted: ContactEvents = [
  { type: 'country.select', country: 'Moldova' },
  { type: 'field.change', field: 'name', value: 'Elena Popescu' },
  { type: 'field.change', field: 'phone', value: '+37369123456' },
  { type: 'consent.change', checked: true },
  { type: 'form.submit' },
];

function ContactDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events?: ContactEvents;
}) {
  const actor = useDrivenActor(machines[machine], { events });
  return <ContactForm actor={actor} countries={COUNTRIES} />;
}

const meta = {
  title: 'Flows/ContactForm',
  component: ContactDemo,
  parameters: { flow: { machine: contactFormMachine, messages: CONTACT_FORM_MESSAGE_KEYS } },
  args: { machine: 'sends' },
} satisfies Meta<typeof ContactDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: filled from the keyboard (country by typeahead) and sent with Enter. */
export const Idle: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const country = canvas.getByRole('combobox');
    await userEvent.click(country);
    await userEvent.click(await body.findByRole('option', { name: 'România' }));
    await expect(country).toHaveTextContent('România');
    await expect(country).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/numele/i), 'Elena Popescu');
    await userEvent.type(canvas.getByLabelText(/telefon/i), '+37369123456');
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Sending it empty highlights every invalid field, sends nothing, and focuses the first one. */
export const IdleWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /trimite/i }));
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid'));
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

/** Sending: the button is disabled and says 'Loading'. */
export const Sending: Story = {
  args: { machine: 'pending', events: submitted },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { busy: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent(/se încarcă/i);
  },
};

/** Sent: the green button and the success message in place of the form. */
export const Sent: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="contact-form"]')).toHaveAttribute(
      'data-state',
      'sent',
    );
  },
};

/** A network failure is only logged: the sent state shows anyway (spec 8). */
export const SentAfterNetworkFailure: Story = {
  args: { machine: 'fails', events: submitted },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};
