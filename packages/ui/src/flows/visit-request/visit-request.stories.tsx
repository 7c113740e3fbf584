import {
  VISIT_REQUEST_MESSAGE_KEYS,
  type VisitRequestOutcome,
  visitRequestMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { VisitRequestForm } from './visit-request';

const TODAY = '2030-05-10';
const input = { doctor: 12, today: TODAY, taken: [{ date: '2030-05-12', hour: 10 }] };

const machines = {
  sends: visitRequestMachine.provide({
    actors: {
      sendVisitRequest: storyPromise<VisitRequestOutcome>({
        settle: 'resolve',
        output: { outcome: 'sent', status: 'new' },
      }),
    },
  }),
  confirms: visitRequestMachine.provide({
    actors: {
      sendVisitRequest: storyPromise<VisitRequestOutcome>({
        settle: 'resolve',
        output: { outcome: 'sent', status: 'confirmed' },
      }),
    },
  }),
  pending: visitRequestMachine.provide({
    actors: { sendVisitRequest: storyPromise({ settle: 'never' }) },
  }),
  taken: visitRequestMachine.provide({
    actors: {
      sendVisitRequest: storyPromise<VisitRequestOutcome>({
        settle: 'resolve',
        output: { outcome: 'slotTaken' },
      }),
    },
  }),
  fails: visitRequestMachine.provide({
    actors: { sendVisitRequest: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
};

type VisitEvents = readonly EventOf<typeof visitRequestMachine>[];
const filled: VisitEvents = [
  { type: 'field.change', field: 'name', value: 'Elena Popescu' },
  { type: 'field.change', field: 'phone', value: '+37369123456' },
  { type: 'field.change', field: 'email', value: 'elena@example.md' },
  { type: 'field.change', field: 'date', value: '2030-05-12' },
  { type: 'hour.select', hour: 11 },
  { type: 'field.change', field: 'comment', value: 'Prima vizită, seara dacă se poate.' },
];
const submitted: VisitEvents = [...filled, { type: 'form.submit' }];

function VisitRequestDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events?: VisitEvents;
}) {
  const actor = useDrivenActor(machines[machine], { input, events });
  return <VisitRequestForm actor={actor} className="max-w-3xl" />;
}

const meta = {
  title: 'Flows/VisitRequest',
  component: VisitRequestDemo,
  parameters: { flow: { machine: visitRequestMachine, messages: VISIT_REQUEST_MESSAGE_KEYS } },
  args: { machine: 'sends' },
} satisfies Meta<typeof VisitRequestDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="visit-request"]')?.getAttribute('data-state');

/** Editing, from the keyboard: the taken hour of the chosen day is shown and cannot be chosen. */
export const Editing: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('Numele'), 'Elena Popescu');
    await userEvent.type(canvas.getByLabelText('Telefonul'), '+37369123456');
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'elena@example.md');
    await userEvent.type(canvas.getByLabelText('Data'), '2030-05-12');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ora' }));
    const taken = await body.findByRole('option', { name: '10:00, ocupat' });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('option', { name: '11:00' }));
    await expect(canvas.getByRole('combobox', { name: 'Ora' })).toHaveTextContent('11:00');
    await expect(stateOf(canvasElement)).toBe('editing');
  },
};

/** Sent empty: every required field marked with its translated error, the first one focused. */
export const EditingWithErrors: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'elena@');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite cererea' }));
    await waitFor(() => expect(canvas.getByLabelText('Numele')).toHaveFocus());
    await expect(canvas.getByLabelText('Numele')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/E-mail/)).toHaveAccessibleDescription(
      /Introduceți o adresă de e-mail validă/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Ora' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The hour was taken meanwhile (409): back to editing, that hour marked taken, nothing lost. */
export const EditingHourTaken: Story = {
  args: { machine: 'taken', events: submitted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Ora' })).toHaveAccessibleDescription(
        /Ora aceasta este deja ocupată/,
      ),
    );
    await expect(canvas.getByLabelText('Numele')).toHaveValue('Elena Popescu');
  },
};

/** Sending: the button busy, the fields as they were. */
export const Sending: Story = {
  args: { machine: 'pending', events: submitted },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { busy: true });
    await expect(button).toHaveTextContent('Se trimite');
    await expect(stateOf(canvasElement)).toBe('sending');
  },
};

/** Sent: the specialist will confirm; the confirmation goes to the e-mail given. */
export const Sent: Story = {
  args: { events: submitted },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Cererea a fost trimisă');
    await expect(status).toHaveTextContent('elena@example.md');
    await expect(stateOf(canvasElement)).toBe('sent');
  },
};

/** Sent to a specialist who confirms on arrival: "confirmed". */
export const SentConfirmed: Story = {
  args: { machine: 'confirms', events: submitted },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Vizita este confirmată');
  },
};

/** Failure: the message, everything typed still there, and "try again". */
export const Failure: Story = {
  args: { machine: 'fails', events: submitted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi trimisă');
    await expect(canvas.getByLabelText('Numele')).toHaveValue('Elena Popescu');
    await expect(canvas.getByLabelText(/Comentariu/)).toHaveValue(
      'Prima vizită, seara dacă se poate.',
    );
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
    await expect(stateOf(canvasElement)).toBe('failure');
  },
};
