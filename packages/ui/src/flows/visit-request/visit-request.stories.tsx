import type { SlotsAnswer } from '@academy/contract';
import {
  type SlotsRequest,
  VISIT_REQUEST_MESSAGE_KEYS,
  type VisitRequestOutcome,
  visitRequestMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import { CHISINAU, LONDON, slotsFixture } from '../../blocks/slot-picker/slot-picker.fixtures';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { VisitRequestForm } from './visit-request';

const services = [
  { id: 5, name: 'Consultație', duration: 60, price: 500, currency: 'mdl' as const },
  { id: 6, name: 'Peeling chimic', duration: 90, price: null, currency: 'mdl' as const },
];
const input = { doctor: 12, services };
const slots = storyPromise<SlotsAnswer, SlotsRequest>({ settle: 'resolve', output: slotsFixture });
const answer = (output: VisitRequestOutcome) =>
  storyPromise<VisitRequestOutcome>({ settle: 'resolve', output });

const machines = {
  sends: visitRequestMachine.provide({
    actors: { loadSlots: slots, sendVisitRequest: answer({ outcome: 'sent' }) },
  }),
  pending: visitRequestMachine.provide({
    actors: { loadSlots: slots, sendVisitRequest: storyPromise({ settle: 'never' }) },
  }),
  slotsPending: visitRequestMachine.provide({
    actors: { loadSlots: storyPromise({ settle: 'never' }) },
  }),
  slotsFail: visitRequestMachine.provide({
    actors: { loadSlots: storyPromise({ settle: 'reject', error: new Error('network') }) },
  }),
  taken: visitRequestMachine.provide({
    actors: { loadSlots: slots, sendVisitRequest: answer({ outcome: 'slotTaken' }) },
  }),
  tooMany: visitRequestMachine.provide({
    actors: { loadSlots: slots, sendVisitRequest: answer({ outcome: 'tooMany' }) },
  }),
  fails: visitRequestMachine.provide({
    actors: {
      loadSlots: slots,
      sendVisitRequest: storyPromise({ settle: 'reject', error: new Error('network') }),
    },
  }),
};

function VisitRequestDemo({
  machine,
  visitorZone = CHISINAU,
  noServices = false,
}: {
  machine: keyof typeof machines;
  visitorZone?: string;
  noServices?: boolean;
}) {
  const actor = useDrivenActor(machines[machine], {
    input: noServices ? { doctor: 12 } : input,
  });
  return <VisitRequestForm actor={actor} visitorZone={visitorZone} className="max-w-3xl" />;
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
/** The slots come after the first paint (a promise): a story that chooses one waits for them. */
const slotsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /13 mai 2030, 10:00/ });

/** Chooses 10:00 on 13 May, fills the fields and sends, as a visitor does. */
async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await slotsShown(canvasElement));
  await userEvent.type(canvas.getByLabelText('Numele'), 'Elena Popescu');
  await userEvent.type(canvas.getByLabelText('Telefonul'), '+37369123456');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'elena@example.md');
  await userEvent.click(canvas.getByRole('button', { name: 'Trimite cererea' }));
  return canvas;
}

/** The first answer of the slots on its way: the services shown, the slots a placeholder. */
export const Loading: Story = {
  args: { machine: 'slotsPending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Consultație/ })).toBeChecked();
    await expect(canvas.getByText(/500\sMDL/)).toBeVisible();
    await expect(canvas.getByText(/Preț la vizită/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Se încarcă orele libere');
    await expect(stateOf(canvasElement)).toBe('loading');
  },
};

/** The slots could not be loaded: the message and a retry. */
export const SlotsFailure: Story = {
  args: { machine: 'slotsFail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu au putut fi încărcate');
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('slotsFailure');
  },
};

/** Editing from the keyboard: another service, a free hour, the fields. */
export const Editing: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await slotsShown(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Peeling chimic/ }));
    const ten = await slotsShown(canvasElement);
    await userEvent.click(ten);
    await expect(ten).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(canvas.getByLabelText('Numele'), 'Elena Popescu');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'elena@example.md');
    await expect(stateOf(canvasElement)).toBe('editing');
  },
};

/** Without services: one line says how long a visit lasts (spec 5: half an hour, as answered). */
export const EditingWithoutServices: Story = {
  args: { machine: 'pending', noServices: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await slotsShown(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText(/O vizită durează 60 de minute/)).toBeVisible();
  },
};

/** A visitor in London: their own time beside each hour. */
export const EditingElsewhere: Story = {
  args: { machine: 'pending', visitorZone: LONDON },
  play: async ({ canvasElement }) => {
    await slotsShown(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: /10:00, ora Europe\/Chisinau; 08:00/ }),
    ).toBeVisible();
  },
};

/** Sent empty: every required field marked, the slot asked for, the first field focused. */
export const EditingWithErrors: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await slotsShown(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'elena@');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite cererea' }));
    await waitFor(() => expect(canvas.getByLabelText('Numele')).toHaveFocus());
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /Introduceți o adresă de e-mail validă/,
    );
    await expect(canvas.getByText('Alegeți o oră liberă')).toBeVisible();
  },
};

/** The hour was taken meanwhile (409): the slots asked again, said so, nothing typed lost. */
export const EditingSlotTaken: Story = {
  args: { machine: 'taken' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByText(/tocmai a fost ocupată/)).toBeVisible();
    await expect(canvas.getByLabelText('Numele')).toHaveValue('Elena Popescu');
  },
};

/** Sending: the button busy, the fields as they were. */
export const Sending: Story = {
  args: { machine: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const button = await canvas.findByRole('button', { busy: true });
    await expect(button).toHaveTextContent('Se trimite');
    await expect(stateOf(canvasElement)).toBe('sending');
  },
};

/** Sent: check the e-mail, where the link went. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Verificați e-mailul');
    await expect(status).toHaveTextContent('elena@example.md');
    await expect(stateOf(canvasElement)).toBe('sent');
  },
};

/** Too many requests from here today (429): said, everything kept. */
export const Failure: Story = {
  args: { machine: 'tooMany' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Prea multe cereri');
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
    await expect(stateOf(canvasElement)).toBe('failure');
  },
};

/** A failed send at phone width: the message, everything typed still there, and "try again". */
export const FailurePhone: Story = {
  ...PHONE_WIDTH,
  args: { machine: 'fails' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi trimisă');
    await expect(canvas.getByLabelText('Numele')).toHaveValue('Elena Popescu');
  },
};
