import { type StaffActionValues, selectStaffAction, staffActionMachine } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { type EventOf, storyPromise, useDrivenActor } from '../../flows/use-story-actor';

/** Stories only: the staff-action flow with its call standing in as `perform`. */
export const storyActionMachine = (
  perform: ReturnType<typeof storyPromise<unknown, StaffActionValues>>,
) => staffActionMachine.provide({ actors: { perform }, actions: { onDone: () => {} } });

export const STORY_ACTIONS = {
  succeeds: storyActionMachine(storyPromise({ settle: 'resolve', output: undefined })),
  pending: storyActionMachine(storyPromise({ settle: 'never' })),
  fails: storyActionMachine(storyPromise({ settle: 'reject', error: new Error('503') })),
};

export type StoryActionEvents = readonly EventOf<typeof staffActionMachine>[];

/** Stories only: a driven staff action and its dialog's props, as a page wires them. */
export function useStoryAction(machine: typeof staffActionMachine, events: StoryActionEvents) {
  const actor = useDrivenActor(machine, { events });
  return { actor, view: useSelector(actor, selectStaffAction) };
}
