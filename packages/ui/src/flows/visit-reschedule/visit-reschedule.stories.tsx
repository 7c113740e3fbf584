import type { Appointment } from '@academy/contract';
import {
  type RescheduleMoveOutcome,
  type RescheduleOptionsOutcome,
  VISIT_RESCHEDULE_MESSAGE_KEYS,
  visitRescheduleMachine,
} from '@academy/machines';
import { visitFixture } from '@academy/machines/testing/visit-fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import { CHISINAU, LONDON, slotsFixture } from '../../blocks/slot-picker/slot-picker.fixtures';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { VisitReschedule } from './visit-reschedule';

const input = { id: 61, token: 'r'.repeat(32) };
const moved: Appointment = {
  ...visitFixture,
  date_of_receipt: '2030-05-14',
  starts_at: '2030-05-14T06:00:00.000Z',
  ends_at: '2030-05-14T07:00:00.000Z',
  time_of_receipt: '09:00',
};
const options = storyPromise<RescheduleOptionsOutcome>({
  settle: 'resolve',
  output: { outcome: 'options', visit: visitFixture, slots: slotsFixture },
});
const move = (output: RescheduleMoveOutcome) =>
  storyPromise<RescheduleMoveOutcome>({ settle: 'resolve', output });

const machines = {
  moves: visitRescheduleMachine.provide({
    actors: { loadOptions: options, moveVisit: move({ outcome: 'moved', visit: moved }) },
  }),
  pending: visitRescheduleMachine.provide({
    actors: { loadOptions: options, moveVisit: storyPromise({ settle: 'never' }) },
  }),
  loadPending: visitRescheduleMachine.provide({
    actors: { loadOptions: storyPromise({ settle: 'never' }) },
  }),
  loadFails: visitRescheduleMachine.provide({
    actors: { loadOptions: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
  taken: visitRescheduleMachine.provide({
    actors: { loadOptions: options, moveVisit: move({ outcome: 'taken' }) },
  }),
  invalid: visitRescheduleMachine.provide({
    actors: {
      loadOptions: storyPromise<RescheduleOptionsOutcome>({
        settle: 'resolve',
        output: { outcome: 'invalid' },
      }),
    },
  }),
  gone: visitRescheduleMachine.provide({
    actors: {
      loadOptions: storyPromise<RescheduleOptionsOutcome>({
        settle: 'resolve',
        output: { outcome: 'gone' },
      }),
    },
  }),
};

function VisitRescheduleDemo({
  machine,
  visitorZone = CHISINAU,
}: {
  machine: keyof typeof machines;
  visitorZone?: string;
}) {
  const actor = useDrivenActor(machines[machine], { input });
  return <VisitReschedule actor={actor} homeHref="/ro" visitorZone={visitorZone} />;
}

const meta = {
  title: 'Flows/VisitReschedule',
  component: VisitRescheduleDemo,
  parameters: {
    flow: { machine: visitRescheduleMachine, messages: VISIT_RESCHEDULE_MESSAGE_KEYS },
  },
  args: { machine: 'moves' },
} satisfies Meta<typeof VisitRescheduleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="visit-reschedule"]')?.getAttribute('data-state');
const nine14 = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /13 mai 2030, 15:00/ });

/** Opening the link: a placeholder until the visit and its free slots come. */
export const Loading: Story = {
  args: { machine: 'loadPending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Se încarcă orele libere',
    );
    await expect(stateOf(canvasElement)).toBe('loading');
  },
};

/** The visit as it is and the free slots of its length; the choice from the keyboard. */
export const Choosing: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = await nine14(canvasElement);
    await expect(canvas.getByText('Vizita de acum')).toBeVisible();
    slot.focus();
    await userEvent.keyboard('{Enter}');
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(stateOf(canvasElement)).toBe('choosing');
  },
};

/** Moving: the button busy. */
export const Moving: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await nine14(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Mută vizita' }));
    await expect(await canvas.findByRole('button', { busy: true })).toHaveTextContent('Se mută');
    await expect(stateOf(canvasElement)).toBe('moving');
  },
};

/** Moved: the visit at its new time, read in London at phone width. */
export const Moved: Story = {
  ...PHONE_WIDTH,
  args: { visitorZone: LONDON },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await nine14(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Mută vizita' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Vizita a fost mutată');
    await expect(canvas.getByText('marți, 14 mai 2030, 09:00')).toBeVisible();
    await expect(canvas.getByText('La dumneavoastră: marți, 14 mai 2030, 07:00')).toBeVisible();
  },
};

/** The time was taken meanwhile (409): the slots asked again, and it says so. */
export const ChoosingSlotTaken: Story = {
  args: { machine: 'taken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await nine14(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Mută vizita' }));
    await expect(await canvas.findByText(/tocmai a fost ocupată/)).toBeVisible();
  },
};

/** The free slots could not be loaded: a retry. */
export const Failure: Story = {
  args: { machine: 'loadFails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu au putut fi încărcate');
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
  },
};

/** A refused link. */
export const Invalid: Story = {
  args: { machine: 'invalid' },
  play: async ({ canvasElement }) => {
    // Not the placeholder's status: the ending's own text.
    await expect(await within(canvasElement).findByText('Linkul nu este valabil')).toBeVisible();
  },
};

/** A visit cancelled or past (410). */
export const Gone: Story = {
  args: { machine: 'gone' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Vizita nu mai poate fi mutată'),
    ).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('gone');
  },
};
