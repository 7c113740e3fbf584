import type { Session } from '@academy/contract';
import { DEVICE_SESSIONS_MESSAGE_KEYS, deviceSessionsMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { DeviceSessions } from './device-sessions';

const SESSIONS: Session[] = [
  {
    id: 41,
    created: '2026-11-02T09:12:00Z',
    last_used: '2026-11-28T07:40:00Z',
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    current: false,
  },
  {
    id: 42,
    created: '2026-11-20T16:05:00Z',
    last_used: '2026-11-28T08:15:00Z',
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    current: true,
  },
  {
    id: 37,
    created: '2026-10-11T18:30:00Z',
    last_used: '2026-11-14T21:02:00Z',
    user_agent: 'okhttp/4.12.0',
    current: false,
  },
];

const loaded = (sessions: Session[]) =>
  storyPromise<Session[]>({ settle: 'resolve', output: sessions });
const error = new Error('network');
const machines = {
  answers: deviceSessionsMachine.provide({
    actors: {
      loadSessions: loaded(SESSIONS),
      endSession: storyPromise<void>({ settle: 'resolve', output: undefined }),
      endOtherSessions: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  onlyThisDevice: deviceSessionsMachine.provide({
    actors: { loadSessions: loaded(SESSIONS.filter((s) => s.current)) },
  }),
  loading: deviceSessionsMachine.provide({
    actors: { loadSessions: storyPromise({ settle: 'never' }) },
  }),
  loadFails: deviceSessionsMachine.provide({
    actors: { loadSessions: storyPromise({ settle: 'reject', error }) },
  }),
  pending: deviceSessionsMachine.provide({
    actors: {
      loadSessions: loaded(SESSIONS),
      endSession: storyPromise({ settle: 'never' }),
      endOtherSessions: storyPromise({ settle: 'never' }),
    },
  }),
  fails: deviceSessionsMachine.provide({
    actors: {
      loadSessions: loaded(SESSIONS),
      endSession: storyPromise({ settle: 'reject', error }),
      endOtherSessions: storyPromise({ settle: 'reject', error }),
    },
  }),
};

type SessionsEvents = readonly EventOf<typeof deviceSessionsMachine>[];
const endPhone: SessionsEvents = [{ type: 'session.end', id: 41 }];
const asked: SessionsEvents = [{ type: 'others.open' }];
const confirmed: SessionsEvents = [{ type: 'others.open' }, { type: 'others.confirm' }];

function DeviceSessionsDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events?: SessionsEvents;
}) {
  const actor = useDrivenActor(machines[machine]);
  // The events act on the list, so they are sent once it has loaded (a microtask after start),
  // once per actor: a re-render must not replay them.
  const driven = useRef<typeof actor | null>(null);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (driven.current === actor || !snapshot.matches('ready')) return;
      driven.current = actor;
      for (const event of events ?? []) actor.send(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, events]);
  return <DeviceSessions actor={actor} language="ro" />;
}

const meta = {
  title: 'Flows/DeviceSessions',
  component: DeviceSessionsDemo,
  parameters: {
    flow: { machine: deviceSessionsMachine, messages: DEVICE_SESSIONS_MESSAGE_KEYS },
  },
  args: { machine: 'answers' },
} satisfies Meta<typeof DeviceSessionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="device-sessions"]')?.getAttribute('data-state');
const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list'));

/** The list is on its way: placeholders, announced. */
export const Loading: Story = {
  args: { machine: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Se încarcă dispozitivele',
    );
    await expect(stateOf(canvasElement)).toBe('loading');
  },
};

/** The list could not be loaded: said, with a retry. */
export const LoadFailed: Story = {
  args: { machine: 'loadFails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi încărcată');
    await expect(canvas.getByRole('button', { name: 'Încercați din nou' })).toBeEnabled();
  },
};

/** Three devices, this one first and marked; the others can be logged out one by one. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const rows = (await list(canvasElement)).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome pe Windows');
    await expect(rows[0]).toHaveTextContent('Acest dispozitiv');
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(rows[1]).toHaveTextContent('Safari pe iOS');
    await expect(rows[2]).toHaveTextContent('Browser necunoscut');
    await expect(rows[0]?.querySelectorAll('time')).toHaveLength(2);
  },
};

/** One device logged out: it leaves the list and the notice takes the focus. */
export const ReadyAfterEnding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Deconectează Safari pe iOS' }),
    );
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Dispozitivul a fost deconectat');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Logging a device out failed: the list is kept, with the error. */
export const ReadyEndFailed: Story = {
  args: { machine: 'fails', events: endPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nu a putut fi deconectat');
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Only this device: nothing to log out here. */
export const ReadyOnlyThisDevice: Story = {
  args: { machine: 'onlyThisDevice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/doar pe acest dispozitiv/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Logging one device out: its button busy, the others resting. */
export const Ending: Story = {
  args: { machine: 'pending', events: endPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { busy: true })).toHaveTextContent(
      'Se deconectează',
    );
    await expect(
      canvas.getByRole('button', { name: 'Deconectează celelalte dispozitive' }),
    ).toBeDisabled();
  },
};

/** The question before every other device is logged out; Renunță closes it, focus back. */
export const ConfirmingOthers: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Deconectează celelalte dispozitive',
    });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', {
      name: 'Deconectați toate celelalte dispozitive?',
    });
    await expect(dialog).toHaveAccessibleDescription(/în afară de acesta/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renunță' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('confirmingOthers');
  },
};

/** Every other device being logged out: the confirm button busy, the dialog kept open. */
export const EndingOthers: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toHaveTextContent(
      'Se deconectează',
    );
  },
};

/** Done: only this device is left, and the notice says so. */
export const EndingOthersDone: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { events: asked },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Deconectează celelalte dispozitive' }),
    );
    const notice = await within(canvasElement).findByRole('status');
    await expect(notice).toHaveTextContent('Toate celelalte dispozitive au fost deconectate');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The call failed: the question stays open with the error, to try again. */
export const OthersFailed: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'fails', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'nu au putut fi deconectate',
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Deconectează celelalte dispozitive' }),
    ).toBeEnabled();
  },
};
