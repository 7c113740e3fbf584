import type { Availability } from '@academy/contract/calendar';
import { AVAILABILITY_EDITOR_MESSAGE_KEYS, availabilityEditorMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { AVAILABILITY, EMPTY_AVAILABILITY } from './availability.fixtures';
import { AvailabilityEditor } from './availability-editor';
import { useDriveWhen } from './drive-when';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const loaded = (availability: Availability) =>
  storyPromise<Availability>({ settle: 'resolve', output: availability });
const saves = storyPromise<Availability, Availability>({
  settle: 'resolve',
  output: (input) => input,
});
const machines = {
  filled: availabilityEditorMachine.provide({
    actors: { loadAvailability: loaded(AVAILABILITY), saveAvailability: saves },
  }),
  empty: availabilityEditorMachine.provide({
    actors: { loadAvailability: loaded(EMPTY_AVAILABILITY), saveAvailability: saves },
  }),
  loading: availabilityEditorMachine.provide({
    actors: { loadAvailability: storyPromise({ settle: 'never' }) },
  }),
  loadFails: availabilityEditorMachine.provide({
    actors: { loadAvailability: storyPromise({ settle: 'reject', error: new Error('500') }) },
  }),
  pending: availabilityEditorMachine.provide({
    actors: {
      loadAvailability: loaded(AVAILABILITY),
      saveAvailability: storyPromise({ settle: 'never' }),
    },
  }),
  fails: availabilityEditorMachine.provide({
    actors: {
      loadAvailability: loaded(AVAILABILITY),
      saveAvailability: storyPromise({ settle: 'reject', error: new Error('502') }),
    },
  }),
  refuses: availabilityEditorMachine.provide({
    actors: {
      loadAvailability: loaded(AVAILABILITY),
      saveAvailability: storyPromise({
        settle: 'reject',
        error: { fieldErrors: { 'weekly.fri.0.start': ['Ranges overlap.'] } },
      }),
    },
  }),
};
type Events = readonly EventOf<typeof availabilityEditorMachine>[];
const changed: Events = [{ type: 'edit', edit: { kind: 'addRange', day: { weekday: 'sat' } } }];
const saved: Events = [...changed, { type: 'save' }];

function AvailabilityDemo({
  machine,
  events,
  leaving = false,
}: {
  machine: keyof typeof machines;
  events?: Events;
  /** The page's question when its user leaves with unsaved changes. */
  leaving?: boolean;
}) {
  const actor = useDrivenActor(machines[machine]);
  useDriveWhen(actor, 'editing', events);
  const [asked, setAsked] = useState(leaving);
  return (
    <>
      <AvailabilityEditor actor={actor} language="ro" countryZone="Europe/Chisinau" />
      <UnsavedChangesDialog
        open={asked}
        onStay={() => setAsked(false)}
        onLeave={() => setAsked(false)}
      />
    </>
  );
}

const meta = {
  title: 'Flows/AvailabilityEditor',
  component: AvailabilityDemo,
  parameters: {
    flow: { machine: availabilityEditorMachine, messages: AVAILABILITY_EDITOR_MESSAGE_KEYS },
  },
  args: { machine: 'filled' },
} satisfies Meta<typeof AvailabilityDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="availability-editor"]')?.getAttribute('data-state');
const inState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(stateOf(canvasElement)).toBe(state));
const day = (canvasElement: HTMLElement, weekday: string) =>
  within(canvasElement.querySelector(`[data-weekday="${weekday}"]`) as HTMLElement);

/** The hours on their way: placeholders, announced. */
export const Loading: Story = {
  args: { machine: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Se încarcă programul',
    );
    await expect(stateOf(canvasElement)).toBe('loading');
  },
};

/** The hours could not be loaded: said, with a retry. */
export const LoadFailed: Story = {
  args: { machine: 'loadFails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi încărcat');
    await expect(canvas.getByRole('button', { name: 'Încercați din nou' })).toBeEnabled();
  },
};

/** Two ranges on most days, a shorter Friday, two dates; nothing to save yet. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'editing');
    const monday = day(canvasElement, 'mon');
    await expect(monday.getByLabelText('luni: începutul perioadei 2')).toHaveValue('14:00');
    await expect(day(canvasElement, 'sat').getByText('Închis')).toBeVisible();
    await expect(within(canvasElement).getByText('Zi liberă')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeDisabled();
  },
};

/** Nothing set yet: every day closed, no date; Monday's hours typed and copied to the week. */
export const EditingEmpty: Story = {
  args: { machine: 'empty' },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'editing');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Închis')).toHaveLength(7);
    await expect(canvas.getByText('Nicio dată cu alt program.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adaugă o perioadă: luni' }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copiază ziua de luni în zilele lucrătoare' }),
    );
    await expect(
      day(canvasElement, 'fri').getByLabelText('vineri: sfârșitul perioadei 1'),
    ).toHaveValue('17:00');
    await expect(canvas.getAllByText('Închis')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('modificări nesalvate');
  },
};

/** A time made wrong and saved: the error at its field, the form's alert, nothing sent. */
export const EditingWithErrors: Story = {
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'editing');
    const canvas = within(canvasElement);
    const end = day(canvasElement, 'wed').getByLabelText('miercuri: sfârșitul perioadei 1');
    await userEvent.clear(end);
    await userEvent.type(end, '0800');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Corectați câmpurile');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('Sfârșitul trebuie să fie după început.');
    await waitFor(() => expect(end).toHaveFocus());
  },
};

/** A date added as a day off and given hours; the zone changed. */
export const EditingDates: Story = {
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'editing');
    const canvas = within(canvasElement);
    const newDate = canvas.getByLabelText('Dată nouă');
    await userEvent.type(newDate, '2027-01-07');
    await userEvent.click(canvas.getByRole('button', { name: 'Adaugă data' }));
    await expect(canvas.getAllByText('Zi liberă')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByLabelText('Fusul orar'), 'Europe/Bucharest');
    await expect(canvas.getByLabelText('Fusul orar')).toHaveValue('Europe/Bucharest');
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};

/** The save under way: its button busy, the fields locked. */
export const Saving: Story = {
  args: { machine: 'pending', events: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { busy: true })).toHaveTextContent(
      'Se salvează',
    );
    await expect(canvas.getByLabelText('Fusul orar')).toBeDisabled();
  },
};

/** Saved: said, and nothing left to save. */
export const Saved: Story = {
  args: { events: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inState(canvasElement, 'saved');
    await expect(canvas.getByRole('status')).toHaveTextContent('Programul a fost salvat.');
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeDisabled();
    await expect(
      day(canvasElement, 'sat').getByLabelText('sâmbătă: începutul perioadei 1'),
    ).toHaveValue('09:00');
  },
};

/** The save failed: said, the changes kept, saved again with the same button. */
export const ErrorKeepsChanges: Story = {
  args: { machine: 'fails', events: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'modificările dvs. sunt păstrate',
    );
    await expect(
      day(canvasElement, 'sat').getByLabelText('sâmbătă: începutul perioadei 1'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};

/** The server refused a range: said at Friday's first range. */
export const EditingRefused: Story = {
  args: { machine: 'refuses', events: saved },
  play: async ({ canvasElement }) => {
    const start = await waitFor(() =>
      day(canvasElement, 'fri').getByLabelText('vineri: începutul perioadei 1'),
    );
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    await expect(start).toHaveAccessibleDescription(/se suprapune/);
  },
};

/** At 375 px: the days stack over their ranges, the save bar stays at the bottom. */
export const EditingPhone: Story = {
  ...PHONE_WIDTH,
  args: { events: changed },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'editing');
    await expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};

/** Leaving the page with changes not saved: asked first, staying the first button and the focus. */
export const EditingLeaveAsked: Story = {
  tags: ['!autodocs'],
  args: { events: changed, leaving: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Plecați fără să salvați?' });
    await expect(dialog).toHaveAccessibleDescription(/se pierd/);
    const [stay, leave] = within(dialog).getAllByRole('button');
    await expect(stay).toHaveTextContent('Rămâi pe pagină');
    await expect(leave).toHaveTextContent('Pleacă');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};
