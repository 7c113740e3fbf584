import { type Availability, defaultAvailability } from '@academy/contract/calendar';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import {
  type AvailabilityEditorEvent,
  availabilityEditorMachine,
} from './availability-editor.machine';
import {
  type AvailabilityEditorState,
  selectAvailabilityEditor,
} from './availability-editor.selectors';

const stored = defaultAvailability('Europe/Chisinau');
const answer = { ...stored, feed_url: 'http://localhost:8000/api/calendar/AB/' };

type Outcome = 'ok' | 'refused' | 'failed';

function start({ load = 'ok', save = 'ok' }: { load?: Outcome; save?: Outcome } = {}) {
  const saved: Availability[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    availabilityEditorMachine.provide({
      actions: { logError },
      actors: {
        loadAvailability: fromPromise<Availability>(async () => {
          if (load !== 'ok') throw new Error('500');
          return answer;
        }),
        saveAvailability: fromPromise<Availability, Availability>(async ({ input }) => {
          saved.push(input);
          if (save === 'refused')
            throw { fieldErrors: { 'weekly.tue.0.start': ['Ranges overlap.'] } };
          if (save === 'failed') throw new Error('502');
          return { ...input, feed_url: answer.feed_url } as Availability;
        }),
      },
    }),
  ).start();
  return { actor, saved, logError };
}

type Actor = ReturnType<typeof start>['actor'];
const view = (actor: Actor) => selectAvailabilityEditor(actor.getSnapshot());
const reach = (actor: Actor, state: AvailabilityEditorState) =>
  waitFor(actor, (s) => s.matches(state));
const edit = (actor: Actor, event: Extract<AvailabilityEditorEvent, { type: 'edit' }>['edit']) =>
  actor.send({ type: 'edit', edit: event });

describe('availabilityEditorMachine', () => {
  it('loads the stored availability, without the feed address, clean', async () => {
    const { actor } = start();
    expect(view(actor)).toMatchObject({ state: 'loading', isLoading: true, canSave: false });
    await reach(actor, 'editing');
    expect(view(actor)).toMatchObject({
      draft: stored,
      dirty: false,
      canSave: false,
      statusKey: null,
    });
  });

  it('says a failed load, and loads again on retry', async () => {
    const { actor, logError } = start({ load: 'failed' });
    await reach(actor, 'loadFailed');
    expect(view(actor)).toMatchObject({
      statusKey: 'availabilityEditor.loadFailed',
      isAlert: true,
    });
    expect(logError).toHaveBeenCalledOnce();
    actor.send({ type: 'retry' });
    expect(view(actor)).toMatchObject({ state: 'loading', statusKey: null });
  });

  it('marks the form dirty on an edit, and clean again when undone', async () => {
    const { actor } = start();
    await reach(actor, 'editing');
    edit(actor, { kind: 'setNumber', field: 'slot_step', value: 15 });
    expect(view(actor)).toMatchObject({
      dirty: true,
      canSave: true,
      statusKey: 'availabilityEditor.unsaved',
    });
    edit(actor, { kind: 'setNumber', field: 'slot_step', value: 30 });
    expect(view(actor)).toMatchObject({ dirty: false, canSave: false });
  });

  it('saves the draft, then says it is saved and clean; an edit opens the form again', async () => {
    const { actor, saved } = start();
    await reach(actor, 'editing');
    edit(actor, { kind: 'addRange', day: { weekday: 'sat' } });
    actor.send({ type: 'save' });
    expect(view(actor)).toMatchObject({ state: 'saving', isSaving: true, canSave: false });
    await reach(actor, 'saved');
    expect(saved[0]?.weekly.sat).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(saved[0]).not.toHaveProperty('feed_url');
    expect(view(actor)).toMatchObject({ dirty: false, statusKey: 'availabilityEditor.saved' });
    expect(view(actor).draft).not.toHaveProperty('feed_url');

    actor.send({ type: 'save' });
    await reach(actor, 'saved');
    expect(saved).toHaveLength(2);
    edit(actor, { kind: 'setTimeZone', value: 'Europe/Bucharest' });
    expect(view(actor)).toMatchObject({
      state: 'editing',
      dirty: true,
      statusKey: 'availabilityEditor.unsaved',
    });
  });

  it('shows the check at its fields instead of saving, and forgets an error once edited', async () => {
    const { actor, saved } = start();
    await reach(actor, 'editing');
    edit(actor, {
      kind: 'setRange',
      day: { weekday: 'mon' },
      index: 0,
      part: 'end',
      value: '08:00',
    });
    edit(actor, { kind: 'setTimeZone', value: 'Nowhere/City' });
    actor.send({ type: 'save' });
    expect(view(actor)).toMatchObject({
      state: 'editing',
      statusKey: 'availabilityEditor.fixErrors',
      isAlert: true,
      fieldErrors: {
        'weekly.mon.0.end': 'availabilityEditor.endAfterStart',
        time_zone: 'availabilityEditor.timeZoneUnknown',
      },
    });
    expect(saved).toEqual([]);
    edit(actor, {
      kind: 'setRange',
      day: { weekday: 'mon' },
      index: 0,
      part: 'end',
      value: '18:00',
    });
    expect(view(actor).fieldErrors).toEqual({ time_zone: 'availabilityEditor.timeZoneUnknown' });
    expect(view(actor).draft?.time_zone).toBe('Nowhere/City');
  });

  it("says a server's refusal at its field and keeps what was typed", async () => {
    const { actor, logError } = start({ save: 'refused' });
    await reach(actor, 'editing');
    edit(actor, { kind: 'setNumber', field: 'buffer_after', value: 15 });
    actor.send({ type: 'save' });
    await reach(actor, 'editing');
    expect(view(actor)).toMatchObject({
      fieldErrors: { 'weekly.tue.0.start': 'availabilityEditor.rangesOverlap' },
      statusKey: 'availabilityEditor.fixErrors',
      dirty: true,
    });
    expect(view(actor).draft?.buffer_after).toBe(15);
    expect(logError).not.toHaveBeenCalled();
  });

  it('keeps the draft after a failed save, and saves it again on retry or after an edit', async () => {
    const { actor, saved, logError } = start({ save: 'failed' });
    await reach(actor, 'editing');
    edit(actor, { kind: 'setNumber', field: 'horizon_days', value: 90 });
    actor.send({ type: 'save' });
    await reach(actor, 'error');
    expect(view(actor)).toMatchObject({
      statusKey: 'availabilityEditor.saveFailed',
      isAlert: true,
      canSave: true,
    });
    expect(view(actor).draft?.horizon_days).toBe(90);
    expect(logError).toHaveBeenCalledOnce();

    actor.send({ type: 'retry' });
    await reach(actor, 'error');
    actor.send({ type: 'save' });
    await reach(actor, 'error');
    expect(saved.map((a) => a.horizon_days)).toEqual([90, 90, 90]);
    edit(actor, { kind: 'setNumber', field: 'min_notice', value: 60 });
    expect(view(actor)).toMatchObject({
      state: 'editing',
      statusKey: 'availabilityEditor.unsaved',
    });
  });

  it('ignores an edit before the availability is loaded', () => {
    const { actor } = start();
    edit(actor, { kind: 'setTimeZone', value: 'UTC' });
    expect(view(actor)).toMatchObject({ state: 'loading', draft: null });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const events = [
      { type: 'xstate.done.actor.loadAvailability', output: answer },
      { type: 'xstate.error.actor.loadAvailability', error: new Error('500') },
      { type: 'retry' },
      { type: 'edit', edit: { kind: 'setNumber', field: 'slot_step', value: 60 } },
      { type: 'save' },
      { type: 'xstate.done.actor.saveAvailability', output: answer },
      { type: 'xstate.error.actor.saveAvailability', error: new Error('502') },
    ] as unknown as AvailabilityEditorEvent[];
    const paths = getShortestPaths(availabilityEditorMachine, {
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = {
      loadAvailability: fromPromise<Availability>(() => new Promise(() => {})),
      saveAvailability: fromPromise<Availability, Availability>(() => new Promise(() => {})),
    };
    for (const path of paths) {
      const actor = createTestActor(availabilityEditorMachine.provide({ actors: pending })).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'editing',
      'error',
      'loadFailed',
      'loading',
      'saved',
      'saving',
    ]);
  });
});
