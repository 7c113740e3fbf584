import {
  APPOINTMENT_MODAL_MESSAGE_KEYS,
  appointmentModalMachine,
  type SaveAppointmentOutcome,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { AppointmentModalView } from './appointment-modal';
import { requestsFixture } from './requests-list.fixtures';

const machines = {
  accepts: appointmentModalMachine.provide({
    actors: {
      saveAppointment: storyPromise<SaveAppointmentOutcome>({ settle: 'resolve', output: 'saved' }),
    },
  }),
  pending: appointmentModalMachine.provide({
    actors: { saveAppointment: storyPromise<SaveAppointmentOutcome>({ settle: 'never' }) },
  }),
};
type Events = readonly EventOf<typeof appointmentModalMachine>[];
const openNew: Events = [{ type: 'modal.openNew' }];
const filled: Events = [
  ...openNew,
  { type: 'field.change', field: 'name', value: 'Lidia Grosu' },
  { type: 'field.change', field: 'phone', value: '+37360111222' },
  { type: 'field.change', field: 'date', value: '2026-11-26' },
  { type: 'field.change', field: 'time', value: '12:00' },
];
const existing = requestsFixture.find((a) => a.id === 11);

function AppointmentModalDemo({
  machine,
  events,
  narrow,
}: {
  machine: keyof typeof machines;
  events?: Events;
  narrow?: boolean;
}) {
  const actor = useDrivenActor(machines[machine], {
    input: { doctorId: 7, lang: 'ro', appointments: requestsFixture },
    events,
  });
  return <AppointmentModalView actor={actor} narrow={narrow} />;
}

const modal = () => document.querySelector('[data-slot="appointment-modal"]');
const page = () => within(document.body);

const meta = {
  title: 'Flows/AppointmentModal',
  component: AppointmentModalDemo,
  parameters: {
    flow: { machine: appointmentModalMachine, messages: APPOINTMENT_MODAL_MESSAGE_KEYS },
  },
  args: { machine: 'accepts', events: openNew, narrow: false },
} satisfies Meta<typeof AppointmentModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the list's "Add a visit", an item's Edit or the menu's shortcut opens it. */
export const Closed: Story = {
  args: { events: [] },
  play: async () => {
    await expect(modal()).toBeNull();
  },
};

/** A new visit: empty fields, the default duration 00:30, the focus inside the dialog. */
export const Editing: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  play: async () => {
    await waitFor(() => expect(modal()).toHaveAttribute('data-state', 'editing'));
    await expect(page().getByRole('dialog', { name: 'Adaugă o vizită' })).toBeVisible();
    await expect(page().getByLabelText('Ora')).toHaveAttribute('type', 'time');
    await expect(page().getByRole('combobox', { name: 'Durata' })).toHaveTextContent('00:30');
    await expect(modal()?.contains(document.activeElement)).toBe(true);
  },
};

/** Saved empty: name, phone, date and time are marked and nothing is sent (spec 5). */
export const EditingWithErrors: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  play: async () => {
    await waitFor(() => expect(modal()).toHaveAttribute('data-state', 'editing'));
    await userEvent.click(page().getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(page().getAllByText('completați câmpul')).toHaveLength(4));
    await expect(page().getByLabelText('Numele clientului')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(modal()).toHaveAttribute('data-state', 'editing');
  },
};

/** The hour of a confirmed visit: the occupied warning, and no save (spec 4, 5). */
export const EditingOccupied: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: {
    events: [
      ...filled,
      { type: 'field.change', field: 'time', value: '10:30' },
      { type: 'form.submit' },
    ],
  },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Data și ora selectate sunt deja ocupate',
    );
    await expect(modal()).toHaveAttribute('data-state', 'editing');
  },
};

/** On screens 430 px or narrower the time is a select of whole hours, 6:00 to 23:00. */
export const EditingNarrow: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { narrow: true },
  play: async () => {
    await waitFor(() => expect(modal()).toHaveAttribute('data-state', 'editing'));
    const time = page().getByRole('combobox', { name: 'Ora' });
    time.focus();
    await userEvent.keyboard('{Enter}');
    const options = await page().findAllByRole('option');
    await expect(options[0]).toHaveTextContent('06:00');
    await expect(options.at(-1)).toHaveTextContent('23:00');
    await userEvent.keyboard('{Escape}');
  },
};

/** An existing visit opens filled, to be edited (PUT). */
export const EditingExisting: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { events: existing ? [{ type: 'modal.openEdit', appointment: existing }] : [] },
  play: async () => {
    await waitFor(() => expect(modal()).toHaveAttribute('data-state', 'editing'));
    await expect(page().getByRole('dialog', { name: 'Editează vizita' })).toBeVisible();
    await expect(page().getByLabelText('Numele clientului')).toHaveValue('Ana Ciobanu');
    await expect(page().getByLabelText('Ora')).toHaveValue('11:00');
    await expect(page().getByRole('combobox', { name: 'Durata' })).toHaveTextContent('01:00');
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: [...filled, { type: 'form.submit' }] },
  play: async () => {
    await waitFor(() => expect(modal()).toHaveAttribute('data-state', 'saving'));
    await expect(page().getByRole('button', { name: /Se salvează/ })).toBeDisabled();
  },
};
