import {
  VISIT_CANCEL_MESSAGE_KEYS,
  type VisitCancelOutcome,
  visitCancelMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { VisitCancel } from './visit-cancel';

const input = { id: 41, token: 'a'.repeat(32) };
const machines = {
  cancels: visitCancelMachine.provide({
    actors: {
      cancelVisit: storyPromise<VisitCancelOutcome>({
        settle: 'resolve',
        output: { outcome: 'cancelled' },
      }),
    },
  }),
  pending: visitCancelMachine.provide({
    actors: { cancelVisit: storyPromise({ settle: 'never' }) },
  }),
  refuses: visitCancelMachine.provide({
    actors: {
      cancelVisit: storyPromise<VisitCancelOutcome>({
        settle: 'resolve',
        output: { outcome: 'invalidLink' },
      }),
    },
  }),
  fails: visitCancelMachine.provide({
    actors: { cancelVisit: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
};

type CancelEvents = readonly EventOf<typeof visitCancelMachine>[];
const confirmed: CancelEvents = [{ type: 'cancel.confirm' }];

function VisitCancelDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events?: CancelEvents;
}) {
  const actor = useDrivenActor(machines[machine], { input, events });
  return <VisitCancel actor={actor} homeHref="/ro" />;
}

const meta = {
  title: 'Flows/VisitCancel',
  component: VisitCancelDemo,
  parameters: { flow: { machine: visitCancelMachine, messages: VISIT_CANCEL_MESSAGE_KEYS } },
  args: { machine: 'cancels' },
} satisfies Meta<typeof VisitCancelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="visit-cancel"]')?.getAttribute('data-state');

/** Asking first: a link opened by a mail scanner cancels nothing. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Anulează vizita' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Păstrez vizita' })).toHaveAttribute(
      'href',
      '/ro',
    );
    await expect(stateOf(canvasElement)).toBe('asking');
  },
};

/** Cancelling: the button busy. */
export const Cancelling: Story = {
  args: { machine: 'pending', events: confirmed },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { busy: true });
    await expect(button).toHaveTextContent('Se anulează');
  },
};

/** Cancelled, by keyboard from the question. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Anulează vizita' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Vizita a fost anulată');
    await expect(canvas.getByRole('link', { name: 'Pagina principală' })).toBeVisible();
  },
};

/** The server refused the link: no longer valid. */
export const InvalidLink: Story = {
  args: { machine: 'refuses', events: confirmed },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Linkul nu mai este valabil',
    );
    await expect(stateOf(canvasElement)).toBe('invalidLink');
  },
};

/** The call failed: the question stays, with the message and "try again". */
export const Failure: Story = {
  args: { machine: 'fails', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi anulată');
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
  },
};
