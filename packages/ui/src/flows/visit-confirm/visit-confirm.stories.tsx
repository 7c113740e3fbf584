import {
  VISIT_CONFIRM_MESSAGE_KEYS,
  type VisitConfirmOutcome,
  visitConfirmMachine,
} from '@academy/machines';
import { visitFixture } from '@academy/machines/testing/visit-fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import { CHISINAU, LONDON } from '../../blocks/slot-picker/slot-picker.fixtures';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { VisitConfirm } from './visit-confirm';

const input = { id: 61, token: 'c'.repeat(32) };
const answer = (output: VisitConfirmOutcome) =>
  visitConfirmMachine.provide({
    actors: { confirmEmail: storyPromise<VisitConfirmOutcome>({ settle: 'resolve', output }) },
  });
const machines = {
  confirmed: answer({ outcome: 'confirmed', visit: visitFixture }),
  received: answer({
    outcome: 'received',
    visit: { ...visitFixture, status: 'new', confirmation: false },
  }),
  taken: answer({ outcome: 'taken' }),
  invalid: answer({ outcome: 'invalid' }),
  expired: answer({ outcome: 'expired' }),
  pending: visitConfirmMachine.provide({
    actors: { confirmEmail: storyPromise({ settle: 'never' }) },
  }),
  fails: visitConfirmMachine.provide({
    actors: { confirmEmail: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
};

function VisitConfirmDemo({
  machine,
  visitorZone = CHISINAU,
}: {
  machine: keyof typeof machines;
  visitorZone?: string;
}) {
  const actor = useDrivenActor(machines[machine], { input });
  return <VisitConfirm actor={actor} homeHref="/ro" visitorZone={visitorZone} />;
}

const meta = {
  title: 'Flows/VisitConfirm',
  component: VisitConfirmDemo,
  parameters: { flow: { machine: visitConfirmMachine, messages: VISIT_CONFIRM_MESSAGE_KEYS } },
  args: { machine: 'confirmed' },
} satisfies Meta<typeof VisitConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="visit-confirm"]')?.getAttribute('data-state');
const outcome = (canvasElement: HTMLElement) => within(canvasElement).findByRole('status');

/** Opening the link confirms at once: busy meanwhile. */
export const Confirming: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Se confirmă adresa de e-mail')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('confirming');
  },
};

/** Confirmed at once (the specialist auto-confirms): the visit with its zone, the calendar hint. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement)).toHaveTextContent('Vizita este confirmată');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('luni, 13 mai 2030, 10:00')).toBeVisible();
    await expect(canvas.getByText(/ora Europe\/Chisinau/)).toBeVisible();
    await expect(canvas.getByText(/adăuga vizita în calendar/)).toBeVisible();
  },
};

/** Confirmed, read in London at phone width: the visitor's own time under the specialist's. */
export const ConfirmedElsewhere: Story = {
  ...PHONE_WIDTH,
  args: { visitorZone: LONDON },
  play: async ({ canvasElement }) => {
    await outcome(canvasElement);
    await expect(
      within(canvasElement).getByText('La dumneavoastră: luni, 13 mai 2030, 08:00'),
    ).toBeVisible();
  },
};

/** The request reached the specialist, who confirms it themselves. */
export const Received: Story = {
  args: { machine: 'received' },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement)).toHaveTextContent('Cererea a ajuns la specialist');
    await expect(within(canvasElement).queryByText(/adăuga vizita în calendar/)).toBeNull();
  },
};

/** The time was taken before the link was opened (409). */
export const Taken: Story = {
  args: { machine: 'taken' },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement)).toHaveTextContent('Ora a fost ocupată între timp');
  },
};

/** A refused link (403, 404). */
export const Invalid: Story = {
  args: { machine: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement)).toHaveTextContent('Linkul nu este valabil');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Pagina principală' }),
    ).toHaveAttribute('href', '/ro');
  },
};

/** The visit's time has passed (410). */
export const Expired: Story = {
  args: { machine: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement)).toHaveTextContent('Linkul a expirat');
  },
};

/** The call failed: the message and a retry, from the keyboard. */
export const Failure: Story = {
  args: { machine: 'fails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi confirmată');
    canvas.getByRole('button', { name: 'Încearcă din nou' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('failure');
  },
};
