import { AUTO_CONFIRM_MESSAGE_KEYS, autoConfirmMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { AutoConfirmSwitch } from './auto-confirm-switch';

const machines = {
  accepts: autoConfirmMachine.provide({
    actors: { saveAutoConfirm: storyPromise<boolean>({ settle: 'resolve', output: true }) },
  }),
  pending: autoConfirmMachine.provide({
    actors: { saveAutoConfirm: storyPromise<boolean>({ settle: 'never' }) },
  }),
  fails: autoConfirmMachine.provide({
    actors: {
      saveAutoConfirm: storyPromise<boolean>({ settle: 'reject', error: new Error('500') }),
    },
  }),
};
type Events = readonly EventOf<typeof autoConfirmMachine>[];

function AutoConfirmDemo({
  machine,
  enabled = false,
  events,
}: {
  machine: keyof typeof machines;
  enabled?: boolean;
  events?: Events;
}) {
  const actor = useDrivenActor(machines[machine], {
    input: { profileId: 7, lang: 'ro', enabled },
    events,
  });
  return <AutoConfirmSwitch actor={actor} />;
}

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="auto-confirm"]');
const label = 'Confirmă automat solicitările noi când ora este liberă';

const meta = {
  title: 'Flows/AutoConfirm',
  component: AutoConfirmDemo,
  parameters: { flow: { machine: autoConfirmMachine, messages: AUTO_CONFIRM_MESSAGE_KEYS } },
  args: { machine: 'accepts' },
} satisfies Meta<typeof AutoConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; Space turns it on and it is saved at once. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: label });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'idle'));
    await expect(toggle).toBeChecked();
  },
};

/** Saving: the new value shows, the switch is busy. */
export const Saving: Story = {
  args: { machine: 'pending', events: [{ type: 'autoConfirm.toggle' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'saving'));
    const toggle = within(canvasElement).getByRole('switch', { name: label });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
  },
};

/** The save failed: the old value is back, with a message. */
export const Failure: Story = {
  args: { machine: 'fails', enabled: true, events: [{ type: 'autoConfirm.toggle' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failure'));
    await expect(within(canvasElement).getByRole('switch', { name: label })).toBeChecked();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Setarea nu s-a salvat',
    );
  },
};
