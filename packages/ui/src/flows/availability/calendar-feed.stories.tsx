import { CALENDAR_FEED_MESSAGE_KEYS, calendarFeedMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { FEED_URL } from './availability.fixtures';
import { CalendarFeed } from './calendar-feed';

const NEW_URL = FEED_URL.replace('3F2A', '9B1C');
const machines = {
  answers: calendarFeedMachine.provide({
    actors: {
      copyText: storyPromise<void, string>({ settle: 'resolve', output: undefined }),
      regenerateFeed: storyPromise({ settle: 'resolve', output: { feed_url: NEW_URL } }),
    },
  }),
  pending: calendarFeedMachine.provide({
    actors: {
      copyText: storyPromise<void, string>({ settle: 'never' }),
      regenerateFeed: storyPromise({ settle: 'never' }),
    },
  }),
  fails: calendarFeedMachine.provide({
    actors: {
      copyText: storyPromise<void, string>({ settle: 'reject', error: new Error('denied') }),
      regenerateFeed: storyPromise({ settle: 'reject', error: new Error('500') }),
    },
  }),
};
type Events = readonly EventOf<typeof calendarFeedMachine>[];
const copy: Events = [{ type: 'copy' }];
const ask: Events = [{ type: 'regenerate.ask' }];
const confirmed: Events = [{ type: 'regenerate.ask' }, { type: 'regenerate.confirm' }];

function FeedDemo({ machine, events }: { machine: keyof typeof machines; events?: Events }) {
  const actor = useDrivenActor(machines[machine], { input: { feedUrl: FEED_URL }, events });
  return <CalendarFeed actor={actor} />;
}

const meta = {
  title: 'Flows/CalendarFeed',
  component: FeedDemo,
  parameters: { flow: { machine: calendarFeedMachine, messages: CALENDAR_FEED_MESSAGE_KEYS } },
  args: { machine: 'answers' },
} satisfies Meta<typeof FeedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="calendar-feed"]')?.getAttribute('data-state');

/** The secret address in a read-only field, its copy button and the way to a new one. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Adresa calendarului')).toHaveValue(FEED_URL);
    await expect(canvas.getByRole('button', { name: 'Copiază' })).toBeEnabled();
    await expect(stateOf(canvasElement)).toBe('idle');
  },
};

/** The clipboard is being written. */
export const Copying: Story = {
  args: { machine: 'pending', events: copy },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('copying'));
    await expect(within(canvasElement).getByRole('button', { name: 'Copiază' })).toBeDisabled();
  },
};

/** Copied: the button and the status say so. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiază' }));
    await expect(await canvas.findByRole('button', { name: 'Copiat' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Adresa a fost copiată.');
  },
};

/** The clipboard refused: asked to select the address by hand. */
export const IdleCopyFailed: Story = {
  args: { machine: 'fails', events: copy },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'copiați-o manual',
    );
  },
};

/** The question first: the old address stops working; Esc keeps it, focus back. */
export const Confirming: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Generează o adresă nouă',
    });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Generați o adresă nouă?' });
    await expect(dialog).toHaveAccessibleDescription(/Adresa veche nu va mai funcționa/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('confirming');
  },
};

/** The new address being made: the confirm button busy, the dialog kept. */
export const Regenerating: Story = {
  tags: ['!autodocs'],
  args: { machine: 'pending', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toHaveTextContent(
      'Se generează',
    );
  },
};

/** Done: the new address shown and the subscription to be renewed said. */
export const IdleRegenerated: Story = {
  tags: ['!autodocs'],
  args: { events: ask },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generează o adresă nouă' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Adresa calendarului')).toHaveValue(NEW_URL));
    await expect(canvas.getByRole('status')).toHaveTextContent('abonați din nou');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The call failed: the dialog says so and keeps the old address. */
export const Failure: Story = {
  tags: ['!autodocs'],
  args: { machine: 'fails', events: confirmed },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'cea veche funcționează',
    );
    await expect(within(canvasElement).getByLabelText('Adresa calendarului')).toHaveValue(FEED_URL);
  },
};

/** At 375 px: the copy button under the address. */
export const IdlePhone: Story = {
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copiază' })).toBeVisible();
  },
};
