import {
  STAFF_ACTION_MESSAGE_KEYS,
  type StaffActionValues,
  selectStaffAction,
  staffActionMachine,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { createElement, type ReactNode, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../flows/use-story-actor';

/* Stories only: what the back office's stories share (driven staff actions, list states). */

/** A confirmed action's story file's `parameters.flow`: the staff-action flow and its messages. */
export const STAFF_ACTION_FLOW = {
  machine: staffActionMachine,
  messages: STAFF_ACTION_MESSAGE_KEYS,
};

type StoryPerform = ReturnType<typeof storyPromise<unknown, StaffActionValues>>;

/** The staff-action flow with its call standing in as `perform`; `onDone` observes a success. */
export const storyActionMachine = (perform: StoryPerform, onDone: () => void = () => {}) =>
  staffActionMachine.provide({ actors: { perform }, actions: { onDone: () => onDone() } });

/** An action whose call succeeds, never answers, or fails with `error`. */
export const storyActionMachines = (error: unknown, onDone?: () => void) => ({
  succeeds: storyActionMachine(storyPromise({ settle: 'resolve', output: undefined }), onDone),
  pending: storyActionMachine(storyPromise({ settle: 'never' }), onDone),
  fails: storyActionMachine(storyPromise({ settle: 'reject', error }), onDone),
});

/** The plain cases, a failure being an unavailable server. */
export const STORY_ACTIONS = storyActionMachines(new Error('503'));

/** An action the server refuses: `message` on its field `field` (a declared 400). */
export const storyFieldRefusal = (field: string, message: string, onDone?: () => void) =>
  storyActionMachine(
    storyPromise({ settle: 'reject', error: { fieldErrors: { [field]: [message] } } }),
    onDone,
  );

export type StoryActionEvents = readonly EventOf<typeof staffActionMachine>[];

/** A driven staff action and its dialog's props, as a page wires them. */
export function useStoryAction(machine: typeof staffActionMachine, events: StoryActionEvents) {
  const actor = useDrivenActor(machine, { events });
  const view = useSelector(actor, selectStaffAction);
  return {
    actor,
    view,
    /** A dialog's flow props: its view, confirm and cancel sent to the flow. */
    dialog: {
      action: view,
      onConfirm: () => actor.send({ type: 'action.confirm' }),
      onCancel: () => actor.send({ type: 'action.cancel' }),
    },
    /** A field's change sent to the flow. */
    change: (field: string, value: string) => actor.send({ type: 'action.change', field, value }),
  };
}

/** A searched list's args: no search, its first page of 20 ready, newest first (each its own spy). */
export const searchedListArgs = () => ({
  q: '',
  onSearch: fn(),
  page: 1,
  pageSize: 20,
  sort: { id: 'created', desc: true },
  onSortChange: fn(),
  onPageChange: fn(),
  state: 'ready' as const,
  onRetry: fn(),
});

/** A list's filters kept in the story's state, as the page keeps them in its URL. */
export function useStoryFilters<F>(initial: F, onFilters: (filters: F) => void) {
  const [filters, setFilters] = useState(initial);
  const onFiltersChange = (next: F) => {
    setFilters(next);
    onFilters(next);
  };
  return { filters, onFiltersChange };
}

/** The `data-state` of the view drawn as `data-slot="<slot>"`. */
export const dataStateOf = (canvasElement: HTMLElement, slot: string) =>
  canvasElement.querySelector(`[data-slot="${slot}"]`)?.getAttribute('data-state');

/** A list's first load: its view (`slot`) loading, skeleton rows in a busy table. */
export const playListLoading =
  (slot: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(dataStateOf(canvasElement, slot)).toBe('loading');
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  };

/** A list that failed to load: its view (`slot`) says so, and its retry calls `onRetry`. */
export const playListFailure =
  (slot: string) =>
  async ({
    canvasElement,
    args,
  }: {
    canvasElement: HTMLElement;
    args: { onRetry?: () => void };
  }) => {
    await expect(dataStateOf(canvasElement, slot)).toBe('error');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Încearcă din nou/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };

/** A part loaded on its own, ready with `data`. */
export const ready = <T>(data: T) => ({ state: 'ready' as const, data });

/**
 * A story at a phone's width: drawn 375 px wide whatever the runner's window (views lay
 * themselves out by their own width), the toolbar's viewport named the same.
 */
export const PHONE_WIDTH = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  decorators: [
    (Story: () => ReactNode) =>
      createElement('div', { style: { width: 375 } }, createElement(Story)),
  ],
};
