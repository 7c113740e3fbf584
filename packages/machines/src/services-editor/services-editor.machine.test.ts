import type { Service } from '@academy/contract/calendar';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import {
  type SaveServiceInput,
  type ServicesEditorEvent,
  servicesEditorMachine,
} from './services-editor.machine';
import { type ServicesEditorState, selectServicesEditor } from './services-editor.selectors';

const named = (ro: string) => ({ ro, ru: '', en: '', fr: '', es: '' });
const consult: Service = {
  id: 1,
  name: named('Consultație'),
  duration: 30,
  price: 300,
  currency: 'mdl',
  active: true,
  position: 0,
};
const peel: Service = {
  ...consult,
  id: 2,
  name: named('Peeling'),
  duration: 60,
  price: null,
  position: 1,
};

type Fail = 'load' | 'save' | 'refuse' | 'delete' | 'order';

function start(fail: Fail[] = []) {
  const calls = {
    saved: [] as SaveServiceInput[],
    deleted: [] as number[],
    ordered: [] as number[][],
  };
  const logError = vi.fn();
  const actor = createTestActor(
    servicesEditorMachine.provide({
      actions: { logError },
      actors: {
        loadServices: fromPromise<Service[]>(async () => {
          if (fail.includes('load')) throw new Error('500');
          return [consult, peel];
        }),
        saveService: fromPromise<Service, SaveServiceInput>(async ({ input }) => {
          calls.saved.push(input);
          if (fail.includes('refuse')) throw { fieldErrors: { 'name.ru': ['Use one line.'] } };
          if (fail.includes('save')) throw new Error('500');
          const body = {
            ...input.body,
            price: input.body.price ?? null,
            active: input.body.active ?? true,
          };
          return { ...body, name: { ...body.name }, id: input.id ?? 9, position: 2 } as Service;
        }),
        deleteService: fromPromise<void, number>(async ({ input }) => {
          calls.deleted.push(input);
          if (fail.includes('delete')) throw new Error('500');
        }),
        orderServices: fromPromise<Service[], number[]>(async ({ input }) => {
          calls.ordered.push(input);
          if (fail.includes('order')) throw new Error('500');
          return [peel, consult].map((s, position) => ({ ...s, position }));
        }),
      },
    }),
    { input: { currency: 'eur' } },
  ).start();
  return { actor, calls, logError };
}

type Actor = ReturnType<typeof start>['actor'];
const view = (actor: Actor) => selectServicesEditor(actor.getSnapshot());
const reach = (actor: Actor, state: ServicesEditorState) => waitFor(actor, (s) => s.matches(state));
const names = (actor: Actor) => view(actor).services.map((s) => s.name.ro);

describe('servicesEditorMachine', () => {
  it('loads the list', async () => {
    const { actor } = start();
    expect(view(actor)).toMatchObject({ state: 'loading', isLoading: true });
    await reach(actor, 'ready');
    expect(names(actor)).toEqual(['Consultație', 'Peeling']);
  });

  it('says a failed load and loads again on retry', async () => {
    const { actor, logError } = start(['load']);
    await reach(actor, 'loadFailed');
    expect(view(actor)).toMatchObject({
      listMessageKey: 'servicesEditor.loadFailed',
      isAlert: true,
    });
    expect(logError).toHaveBeenCalledOnce();
    actor.send({ type: 'retry' });
    expect(view(actor)).toMatchObject({ state: 'loading', listMessageKey: null });
  });

  it('adds a service from a half-hour draft in the profile currency', async () => {
    const { actor, calls } = start();
    await reach(actor, 'ready');
    actor.send({ type: 'add' });
    expect(view(actor)).toMatchObject({
      dialogOpen: true,
      isNew: true,
      draft: { duration: '30', price: '', currency: 'eur', active: true },
    });
    actor.send({ type: 'name.change', language: 'ro', text: 'Masaj' });
    actor.send({ type: 'name.change', language: 'ru', text: 'Массаж' });
    actor.send({ type: 'field.change', field: 'duration', value: '45' });
    actor.send({ type: 'field.change', field: 'price', value: '250,50' });
    actor.send({ type: 'field.change', field: 'currency', value: 'mdl' });
    actor.send({ type: 'field.change', field: 'active', value: false });
    actor.send({ type: 'dialog.save' });
    expect(view(actor)).toMatchObject({ state: 'saving', isSaving: true, isBusy: true });
    await reach(actor, 'ready');
    expect(calls.saved).toEqual([
      {
        id: null,
        body: {
          name: { ro: 'Masaj', ru: 'Массаж', en: '', fr: '', es: '' },
          duration: 45,
          price: 250.5,
          currency: 'mdl',
          active: false,
        },
      },
    ]);
    expect(names(actor)).toEqual(['Consultație', 'Peeling', 'Masaj']);
    expect(view(actor)).toMatchObject({
      dialogOpen: false,
      listMessageKey: 'servicesEditor.saved',
    });
  });

  it('edits a service in its place; an empty price is none', async () => {
    const { actor, calls } = start();
    await reach(actor, 'ready');
    actor.send({ type: 'edit', id: 1 });
    expect(view(actor)).toMatchObject({ isNew: false, draft: { duration: '30', price: '300' } });
    actor.send({ type: 'field.change', field: 'price', value: ' ' });
    actor.send({ type: 'dialog.save' });
    await reach(actor, 'ready');
    expect(calls.saved[0]).toMatchObject({ id: 1, body: { price: null } });
    expect(view(actor).services[0]).toMatchObject({ id: 1, price: null });
    expect(view(actor).services).toHaveLength(2);
  });

  it("checks the dialog at its fields and forgets a field's error once typed", async () => {
    const { actor, calls } = start();
    await reach(actor, 'ready');
    actor.send({ type: 'add' });
    actor.send({ type: 'field.change', field: 'duration', value: '7' });
    actor.send({ type: 'field.change', field: 'price', value: 'abc' });
    actor.send({ type: 'name.change', language: 'en', text: 'Two\nlines' });
    actor.send({ type: 'dialog.save' });
    expect(view(actor)).toMatchObject({
      state: 'editing',
      fieldErrors: {
        'name.ro': 'servicesEditor.nameRequired',
        'name.en': 'servicesEditor.nameInvalid',
        duration: 'servicesEditor.durationRange',
        price: 'servicesEditor.priceInvalid',
      },
    });
    actor.send({ type: 'field.change', field: 'duration', value: '10' });
    actor.send({ type: 'name.change', language: 'ro', text: 'Masaj' });
    expect(Object.keys(view(actor).fieldErrors)).toEqual(['name.en', 'price']);
    expect(calls.saved).toEqual([]);
    actor.send({ type: 'dialog.cancel' });
    expect(view(actor)).toMatchObject({ state: 'ready', fieldErrors: {}, dialogOpen: false });
  });

  it("says a server's refusal at its field, and a failure in the dialog, keeping what was typed", async () => {
    const refused = start(['refuse']);
    await reach(refused.actor, 'ready');
    refused.actor.send({ type: 'edit', id: 2 });
    refused.actor.send({ type: 'dialog.save' });
    await reach(refused.actor, 'editing');
    expect(view(refused.actor).fieldErrors).toEqual({ 'name.ru': 'servicesEditor.nameInvalid' });

    const failing = start(['save']);
    await reach(failing.actor, 'ready');
    failing.actor.send({ type: 'edit', id: 2 });
    failing.actor.send({ type: 'field.change', field: 'duration', value: '90' });
    failing.actor.send({ type: 'dialog.save' });
    await reach(failing.actor, 'editing');
    expect(view(failing.actor)).toMatchObject({
      dialogOpen: true,
      dialogMessageKey: 'servicesEditor.saveFailed',
      isAlert: true,
      draft: { duration: '90' },
    });
    expect(failing.logError).toHaveBeenCalledOnce();
  });

  it('deletes only once confirmed', async () => {
    const { actor, calls } = start();
    await reach(actor, 'ready');
    actor.send({ type: 'delete.ask', id: 2 });
    expect(view(actor)).toMatchObject({ deleteOpen: true, deleting: { id: 2 } });
    actor.send({ type: 'delete.cancel' });
    expect(view(actor)).toMatchObject({ state: 'ready', deleteOpen: false });
    actor.send({ type: 'delete.ask', id: 2 });
    actor.send({ type: 'delete.confirm' });
    expect(view(actor)).toMatchObject({ isDeleting: true });
    await reach(actor, 'ready');
    expect(calls.deleted).toEqual([2]);
    expect(names(actor)).toEqual(['Consultație']);
    expect(view(actor).listMessageKey).toBe('servicesEditor.deleted');
  });

  it('keeps the confirmation open with the failure said when a delete fails', async () => {
    const { actor, logError } = start(['delete']);
    await reach(actor, 'ready');
    actor.send({ type: 'delete.ask', id: 1 });
    actor.send({ type: 'delete.confirm' });
    await reach(actor, 'confirmingDelete');
    expect(view(actor)).toMatchObject({ dialogMessageKey: 'servicesEditor.deleteFailed' });
    expect(names(actor)).toEqual(['Consultație', 'Peeling']);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('shows a new order at once and takes the server’s; puts the old one back if refused', async () => {
    const { actor, calls } = start();
    await reach(actor, 'ready');
    actor.send({ type: 'reorder', ids: [2, 1] });
    expect(view(actor)).toMatchObject({ state: 'reordering', isBusy: true });
    expect(names(actor)).toEqual(['Peeling', 'Consultație']);
    await reach(actor, 'ready');
    expect(calls.ordered).toEqual([[2, 1]]);
    expect(view(actor).listMessageKey).toBe('servicesEditor.ordered');

    const refused = start(['order']);
    await reach(refused.actor, 'ready');
    refused.actor.send({ type: 'reorder', ids: [2, 1] });
    await reach(refused.actor, 'ready');
    expect(names(refused.actor)).toEqual(['Consultație', 'Peeling']);
    expect(view(refused.actor)).toMatchObject({
      listMessageKey: 'servicesEditor.orderFailed',
      isAlert: true,
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const events = [
      { type: 'xstate.done.actor.loadServices', output: [consult, peel] },
      { type: 'xstate.error.actor.loadServices', error: new Error('500') },
      { type: 'add' },
      { type: 'name.change', language: 'ro', text: 'Masaj' },
      { type: 'dialog.save' },
      { type: 'delete.ask', id: 1 },
      { type: 'delete.confirm' },
      { type: 'reorder', ids: [2, 1] },
    ] as unknown as ServicesEditorEvent[];
    const input = { currency: 'eur' as const };
    const paths = getShortestPaths(servicesEditorMachine, {
      input,
      events,
      // The draft's name too: saving is reached once a name is typed.
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.draft.name.ro]),
    });
    const pending = {
      loadServices: fromPromise<Service[]>(() => new Promise(() => {})),
      saveService: fromPromise<Service, SaveServiceInput>(() => new Promise(() => {})),
      deleteService: fromPromise<void, number>(() => new Promise(() => {})),
      orderServices: fromPromise<Service[], number[]>(() => new Promise(() => {})),
    };
    for (const path of paths) {
      const actor = createTestActor(servicesEditorMachine.provide({ actors: pending }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect([...new Set(paths.map((path) => path.state.value as string))].sort()).toEqual([
      'confirmingDelete',
      'deleting',
      'editing',
      'loadFailed',
      'loading',
      'ready',
      'reordering',
      'saving',
    ]);
  });
});
