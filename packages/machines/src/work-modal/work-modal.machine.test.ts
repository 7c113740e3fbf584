import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { SAVE_BUTTON_ACTIVE_MS, WORK_SLIDES_RELOAD_AT } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import { type WorkModalEvent, workModalMachine } from './work-modal.machine';
import { selectWorkModal } from './work-modal.selectors';
import {
  shouldReloadAfterAdd,
  type WorkSlide,
  type WorkSlideCreatePayload,
  type WorkSlideUpdatePayload,
} from './work-modal.validation';

const file = { name: 'after.jpg', type: 'image/jpeg' };
const slide: WorkSlide = {
  id: 9,
  title: 'Peeling',
  description: 'Before/after',
  image: '/media/9.jpg',
};
const never = () => new Promise<void>(() => {});

type Provided = Parameters<typeof workModalMachine.provide>[0];

function start(provided: Provided = {}) {
  return createTestActor(
    workModalMachine.provide({
      actors: {
        createSlide: fromPromise<void, WorkSlideCreatePayload>(async () => {}),
        updateSlide: fromPromise<void, WorkSlideUpdatePayload>(async () => {}),
        deleteSlide: fromPromise<void, { id: number }>(async () => {}),
        ...provided.actors,
      },
      actions: provided.actions ?? {},
    }),
    { input: { profileId: 70 } },
  ).start();
}

type Actor = ReturnType<typeof start>;

function fillNew(
  actor: Actor,
  parts: { title?: string; description?: string; withFile?: boolean },
) {
  if (parts.title !== undefined)
    actor.send({ type: 'field.change', field: 'title', value: parts.title });
  if (parts.description !== undefined) {
    actor.send({ type: 'field.change', field: 'description', value: parts.description });
  }
  if (parts.withFile) actor.send({ type: 'image.select', file, previewUrl: 'blob:1' });
}

describe('shouldReloadAfterAdd (spec 4, Work modal)', () => {
  it('reloads exactly when the slider has 3 items after the add', () => {
    expect(WORK_SLIDES_RELOAD_AT).toBe(3);
    expect(shouldReloadAfterAdd(2)).toBe(false);
    expect(shouldReloadAfterAdd(3)).toBe(true);
    expect(shouldReloadAfterAdd(4)).toBe(false);
  });
});

describe('workModalMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens for a new slide with empty fields and the placeholder image', () => {
    const actor = start();
    expect(selectWorkModal(actor.getSnapshot()).isOpen).toBe(false);

    actor.send({ type: 'modal.openNew', slideCount: 0 });

    expect(selectWorkModal(actor.getSnapshot())).toMatchObject({
      mode: 'new',
      title: '',
      description: '',
      imageSrc: null,
      showPlaceholder: true,
      canDelete: false,
    });
  });

  it('opens for an existing slide prefilled', () => {
    const actor = start();
    actor.send({ type: 'modal.openEdit', slide });
    expect(selectWorkModal(actor.getSnapshot())).toMatchObject({
      mode: 'edit',
      title: 'Peeling',
      description: 'Before/after',
      imageSrc: '/media/9.jpg',
      showPlaceholder: false,
      canDelete: true,
    });
  });

  it('toggles the required message on each save without a title and saves nothing', () => {
    const createSlide = vi.fn(async () => {});
    const actor = start({ actors: { createSlide: fromPromise(createSlide) } });
    actor.send({ type: 'modal.openNew', slideCount: 0 });
    fillNew(actor, { description: 'text', withFile: true });

    actor.send({ type: 'form.save' });
    expect(selectWorkModal(actor.getSnapshot()).titleErrorKey).toBe('workModal.titleRequired');
    actor.send({ type: 'form.save' });
    expect(selectWorkModal(actor.getSnapshot()).titleErrorKey).toBeNull();
    actor.send({ type: 'form.save' });
    expect(selectWorkModal(actor.getSnapshot()).titleErrorKey).toBe('workModal.titleRequired');
    actor.send({ type: 'field.change', field: 'title', value: 'Lift' });
    expect(selectWorkModal(actor.getSnapshot()).titleErrorKey).toBeNull();

    expect(createSlide).not.toHaveBeenCalled();
  });

  for (const missing of ['description', 'image'] as const) {
    it(`silently saves nothing when a new slide has no ${missing}`, () => {
      const createSlide = vi.fn(async () => {});
      const actor = start({ actors: { createSlide: fromPromise(createSlide) } });
      actor.send({ type: 'modal.openNew', slideCount: 0 });
      fillNew(actor, {
        title: 'Lift',
        description: missing === 'description' ? '  ' : 'text',
        withFile: missing !== 'image',
      });

      actor.send({ type: 'form.save' });

      expect(actor.getSnapshot().value).toMatchObject({ modal: { new: 'idle' } });
      expect(selectWorkModal(actor.getSnapshot()).titleErrorKey).toBeNull();
      expect(createSlide).not.toHaveBeenCalled();
    });
  }

  for (const [slideCount, reloads] of [
    [1, false],
    [2, true],
    [3, false],
  ] as const) {
    it(`creates the slide, closes and reloads the page: ${reloads} after ${slideCount} + 1`, async () => {
      const createSlide = vi.fn(async (_input: WorkSlideCreatePayload) => {});
      const reloadPage = vi.fn();
      const reloadSpecialists = vi.fn();
      const actor = start({
        actors: { createSlide: fromPromise(({ input }) => createSlide(input)) },
        actions: { reloadPage, reloadSpecialists },
      });
      actor.send({ type: 'modal.openNew', slideCount });
      fillNew(actor, { title: 'Lift', description: 'text', withFile: true });
      expect(selectWorkModal(actor.getSnapshot()).imageSrc).toBe('blob:1');

      actor.send({ type: 'form.save' });
      expect(selectWorkModal(actor.getSnapshot()).isSaving).toBe(true);
      await waitFor(actor, (s) => s.matches({ modal: 'closed' }));

      expect(createSlide).toHaveBeenCalledWith({
        user: 70,
        title: 'Lift',
        description: 'text',
        image: file,
      });
      expect(reloadSpecialists).toHaveBeenCalledOnce();
      expect(reloadPage).toHaveBeenCalledTimes(reloads ? 1 : 0);
      expect(selectWorkModal(actor.getSnapshot())).toMatchObject({ title: '', imageSrc: null });
    });
  }

  it('edits without required checks and without the image when none was chosen', async () => {
    const updateSlide = vi.fn(async (_input: WorkSlideUpdatePayload) => {});
    const reloadSpecialists = vi.fn();
    const actor = start({
      actors: { updateSlide: fromPromise(({ input }) => updateSlide(input)) },
      actions: { reloadSpecialists },
    });
    actor.send({ type: 'modal.openEdit', slide });
    actor.send({ type: 'field.change', field: 'title', value: '' });

    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ modal: 'closed' }));

    expect(updateSlide).toHaveBeenCalledWith({ id: 9, title: '', description: 'Before/after' });
    expect(updateSlide.mock.calls[0]?.[0]).not.toHaveProperty('image');
    expect(reloadSpecialists).toHaveBeenCalledOnce();
  });

  it('sends the image of an edit when a new file was chosen', async () => {
    const updateSlide = vi.fn(async (_input: WorkSlideUpdatePayload) => {});
    const actor = start({
      actors: { updateSlide: fromPromise(({ input }) => updateSlide(input)) },
    });
    actor.send({ type: 'modal.openEdit', slide });
    actor.send({ type: 'image.select', file });

    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ modal: 'closed' }));

    expect(updateSlide).toHaveBeenCalledWith({
      id: 9,
      title: 'Peeling',
      description: 'Before/after',
      image: file,
    });
  });

  it('deletes the slide and closes', async () => {
    const deleteSlide = vi.fn(async (_input: { id: number }) => {});
    const actor = start({
      actors: { deleteSlide: fromPromise(({ input }) => deleteSlide(input)) },
    });
    actor.send({ type: 'modal.openEdit', slide });

    actor.send({ type: 'slide.delete' });
    expect(selectWorkModal(actor.getSnapshot()).isDeleting).toBe(true);
    await waitFor(actor, (s) => s.matches({ modal: 'closed' }));

    expect(deleteSlide).toHaveBeenCalledWith({ id: 9 });
    expect(selectWorkModal(actor.getSnapshot()).title).toBe('');
  });

  it('only logs a failed save and stays open', async () => {
    const logError = vi.fn();
    const actor = start({
      actors: {
        updateSlide: fromPromise<void, WorkSlideUpdatePayload>(async () => {
          throw new Error('500');
        }),
      },
      actions: { logError },
    });
    actor.send({ type: 'modal.openEdit', slide });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ modal: { edit: 'idle' } }));
    expect(logError).toHaveBeenCalledOnce();
    expect(selectWorkModal(actor.getSnapshot()).title).toBe('Peeling');
  });

  it("says the server's refusal of the file at the image and drops the file", async () => {
    const logError = vi.fn();
    const actor = start({
      actors: {
        createSlide: fromPromise<void, WorkSlideCreatePayload>(async () => {
          throw { fieldErrors: { image: ['Upload a valid image (jpeg, png, webp or gif).'] } };
        }),
      },
      actions: { logError },
    });
    actor.send({ type: 'modal.openNew', slideCount: 0 });
    fillNew(actor, { title: 'Peeling', description: 'After two weeks', withFile: true });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ modal: { new: 'idle' } }));

    expect(selectWorkModal(actor.getSnapshot())).toMatchObject({
      imageErrorKey: 'workModal.imageRefused',
      showPlaceholder: true,
      title: 'Peeling',
    });
    expect(logError).not.toHaveBeenCalled();
    actor.send({ type: 'image.select', file, previewUrl: 'blob:2' });
    expect(selectWorkModal(actor.getSnapshot()).imageErrorKey).toBeNull();
  });

  it('resets the fields on close', () => {
    const actor = start();
    actor.send({ type: 'modal.openEdit', slide });
    actor.send({ type: 'image.select', file, previewUrl: 'blob:2' });
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'modal.openNew', slideCount: 1 });
    expect(selectWorkModal(actor.getSnapshot())).toMatchObject({
      title: '',
      description: '',
      imageSrc: null,
      titleErrorKey: null,
    });
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('shows the save button active for exactly 2500 ms after a click', () => {
    const actor = start({ actors: { updateSlide: fromPromise(never) } });
    actor.send({ type: 'form.save' });
    expect(selectWorkModal(actor.getSnapshot()).isSaveActive).toBe(false);
    actor.send({ type: 'modal.openEdit', slide });

    actor.send({ type: 'form.save' });
    expect(selectWorkModal(actor.getSnapshot()).isSaveActive).toBe(true);

    vi.advanceTimersByTime(SAVE_BUTTON_ACTIVE_MS - 1);
    expect(selectWorkModal(actor.getSnapshot()).isSaveActive).toBe(true);
    vi.advanceTimersByTime(1);
    expect(selectWorkModal(actor.getSnapshot()).isSaveActive).toBe(false);
  });

  it('restarts the active time on a new click', () => {
    const actor = start();
    actor.send({ type: 'modal.openNew', slideCount: 0 });
    actor.send({ type: 'form.save' });
    vi.advanceTimersByTime(SAVE_BUTTON_ACTIVE_MS - 500);
    actor.send({ type: 'form.save' });
    vi.advanceTimersByTime(SAVE_BUTTON_ACTIVE_MS - 1);
    expect(selectWorkModal(actor.getSnapshot()).isSaveActive).toBe(true);
    vi.advanceTimersByTime(1);
    expect(selectWorkModal(actor.getSnapshot()).isSaveActive).toBe(false);
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as WorkModalEvent;
    const events: WorkModalEvent[] = [
      { type: 'modal.openNew', slideCount: 2 },
      { type: 'modal.openEdit', slide },
      { type: 'modal.close' },
      { type: 'field.change', field: 'title', value: 'T' },
      { type: 'field.change', field: 'description', value: 'D' },
      { type: 'image.select', file },
      { type: 'form.save' },
      { type: 'slide.delete' },
      internal({ type: 'xstate.done.actor.createSlide' }),
      internal({ type: 'xstate.error.actor.createSlide', error: '500' }),
      internal({ type: 'xstate.done.actor.updateSlide' }),
      internal({ type: 'xstate.done.actor.deleteSlide' }),
      internal({ type: 'xstate.after.saveActiveDelay.workModal.saveButton.active' }),
    ];
    const paths = getShortestPaths(workModalMachine, { input: { profileId: 70 }, events });
    const reached = new Set<string>();
    for (const path of paths) {
      const actor = start({
        actors: {
          createSlide: fromPromise(never),
          updateSlide: fromPromise(never),
          deleteSlide: fromPromise(never),
        },
      });
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(workModalMachine).sort());
  });
});
