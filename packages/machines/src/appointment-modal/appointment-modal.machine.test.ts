import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { DEFAULT_SCHEDULE_DURATION } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import {
  type AppointmentModalEvent,
  type AppointmentModalInput,
  appointmentModalMachine,
  type SaveAppointmentInput,
  type SaveAppointmentOutcome,
} from './appointment-modal.machine';
import { selectAppointmentModal } from './appointment-modal.selectors';
import {
  APPOINTMENT_EMPTY_COMMENT,
  type Appointment,
  appointmentToDraft,
  buildAppointmentPayload,
  emptyAppointmentDraft,
  findAppointmentConflict,
  hourlyTimeOptions,
  validateAppointment,
} from './appointment-modal.validation';

const confirmedAtTen: Appointment = {
  id: 4,
  client_name: 'Ana',
  client_phone: '069000000',
  client_comments: 'peel',
  time_of_receipt: '10:00:00',
  date_of_receipt: '2025-06-02',
  confirmation: true,
  doctor: 3,
  lang: 'ro',
};
const newAtEleven: Appointment = {
  ...confirmedAtTen,
  id: 5,
  time_of_receipt: '11:00',
  confirmation: false,
};
const input: AppointmentModalInput = {
  doctorId: 3,
  lang: 'ro',
  appointments: [confirmedAtTen, newAtEleven],
};

function start(
  save = vi.fn(async (_: SaveAppointmentInput): Promise<SaveAppointmentOutcome> => 'saved'),
) {
  const reloadList = vi.fn();
  const actor = createTestActor(
    appointmentModalMachine.provide({
      actions: { reloadList },
      actors: {
        saveAppointment: fromPromise<SaveAppointmentOutcome, SaveAppointmentInput>(({ input }) =>
          save(input),
        ),
      },
    }),
    { input },
  ).start();
  return { actor, save, reloadList };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field, value } as AppointmentModalEvent);
  }
}

const valid = { name: 'Maria', phone: '+37369111222', date: '2025-06-02', time: '12:30' };

describe('appointment rules', () => {
  it('requires name, phone, date and a chosen time', () => {
    expect(validateAppointment(emptyAppointmentDraft())).toEqual({
      name: 'appointment.fillInField',
      phone: 'appointment.fillInField',
      date: 'appointment.fillInField',
      time: 'appointment.fillInField',
    });
    expect(validateAppointment(emptyAppointmentDraft({ ...valid, time: '' })).time).toBe(
      'appointment.fillInField',
    );
    expect(validateAppointment(emptyAppointmentDraft(valid))).toEqual({});
  });

  it('refuses a name with a line break or another control character', () => {
    for (const name of ['Maria\r\nATTENDEE', 'Ma\tria', 'Maria\u0085'])
      expect(validateAppointment(emptyAppointmentDraft({ ...valid, name }))).toEqual({
        name: 'appointment.nameInvalid',
      });
  });

  it('conflicts only with a confirmed appointment on the same date and hour', () => {
    const at = (date: string, time: string, id: number | null = null) =>
      findAppointmentConflict(emptyAppointmentDraft({ id, date, time }), input.appointments ?? []);
    expect(at('2025-06-02', '10:45')).toBe(confirmedAtTen);
    expect(at('2025-06-02', '11:00')).toBeUndefined();
    expect(at('2025-06-03', '10:00')).toBeUndefined();
    expect(at('2025-06-02', '10:00', confirmedAtTen.id)).toBeUndefined();
  });

  it('builds the body with confirmation false and the empty-value defaults', () => {
    const draft = emptyAppointmentDraft({ ...valid, time: '', comment: '  ' });
    expect(buildAppointmentPayload(draft, { doctor: 3, lang: 'ru' })).toEqual({
      client_name: 'Maria',
      client_phone: '+37369111222',
      client_comments: APPOINTMENT_EMPTY_COMMENT,
      time_of_receipt: '00:00',
      confirmation: false,
      doctor: 3,
      lang: 'ru',
      date_of_receipt: '2025-06-02',
      duration: '00:30',
    });
    const withComment = emptyAppointmentDraft({ ...valid, comment: 'botox' });
    expect(buildAppointmentPayload(withComment, { doctor: 3, lang: 'ro' })).toMatchObject({
      client_comments: 'botox',
      time_of_receipt: '12:30',
    });
  });

  it('sends the chosen duration, and 00:30 for one that is not HH:mm', () => {
    const payload = (duration: string) =>
      buildAppointmentPayload(emptyAppointmentDraft({ ...valid, duration }), {
        doctor: 3,
        lang: 'ro',
      }).duration;
    expect(payload('01:15')).toBe('01:15');
    expect(payload('soon')).toBe('00:30');
  });

  it('tells a cancelled or a confirmed status by the server status first', () => {
    const cancelled = { ...confirmedAtTen, status: 'cancelled' as const };
    expect(findAppointmentConflict(emptyAppointmentDraft(valid), [cancelled])).toBeUndefined();
    expect(
      findAppointmentConflict(emptyAppointmentDraft({ ...valid, time: '10:30' }), [cancelled]),
    ).toBeUndefined();
    expect(appointmentToDraft({ ...confirmedAtTen, duration: '01:00:00' }).duration).toBe('01:00');
  });

  it('offers hourly times from 06:00 to 23:00 and a 00:30 default duration', () => {
    const options = hourlyTimeOptions();
    expect(options[0]).toBe('06:00');
    expect(options.at(-1)).toBe('23:00');
    expect(options).toHaveLength(18);
    expect(emptyAppointmentDraft().duration).toBe(DEFAULT_SCHEDULE_DURATION);
    expect(DEFAULT_SCHEDULE_DURATION).toBe('00:30');
  });
});

describe('appointmentModalMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds with POST and no id, always unconfirmed, then reloads the list and closes', async () => {
    const { actor, save, reloadList } = start();
    actor.send({ type: 'modal.openNew' });
    expect(selectAppointmentModal(actor.getSnapshot())).toMatchObject({ open: true, mode: 'add' });
    fill(actor, valid);

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));

    expect(save).toHaveBeenCalledWith({
      id: null,
      method: 'POST',
      body: expect.objectContaining({ confirmation: false, doctor: 3, client_comments: '-' }),
    });
    expect(reloadList).toHaveBeenCalledOnce();
  });

  it('edits with PUT and the id, prefilled from the appointment', async () => {
    const { actor, save } = start();
    actor.send({ type: 'modal.openEdit', appointment: newAtEleven });
    expect(selectAppointmentModal(actor.getSnapshot()).draft).toMatchObject({
      id: 5,
      name: 'Ana',
      time: '11:00',
    });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));

    expect(save).toHaveBeenCalledWith({
      id: 5,
      method: 'PUT',
      body: expect.objectContaining({ confirmation: false, time_of_receipt: '11:00' }),
    });
  });

  it('highlights missing fields and does not save; a change clears its highlight', () => {
    const { actor, save } = start();
    actor.send({ type: 'modal.openNew', date: '2025-06-02' });

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(selectAppointmentModal(actor.getSnapshot()).errors).sort()).toEqual([
      'name',
      'phone',
      'time',
    ]);
    fill(actor, { name: 'Maria' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('warns about a confirmed appointment in the same hour and does not save', () => {
    const { actor, save } = start();
    actor.send({ type: 'modal.openNew' });
    fill(actor, { ...valid, time: '10:30' });

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectAppointmentModal(actor.getSnapshot()).warningKey).toBe('appointment.occupied');
    expect(save).not.toHaveBeenCalled();
    fill(actor, { time: '11:00' });
    expect(actor.getSnapshot().context.warningKey).toBeNull();
  });

  it('checks conflicts against the latest list', () => {
    const { actor, save } = start();
    actor.send({ type: 'appointments.update', appointments: [] });
    actor.send({ type: 'language.change', lang: 'en' });
    actor.send({ type: 'modal.openNew' });
    fill(actor, { ...valid, time: '10:30' });

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('saving');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ lang: 'en' }) }),
    );
  });

  it('keeps the fields and shows an error when the save fails', async () => {
    const { actor, reloadList } = start(
      vi.fn(async () => {
        throw new Error('500');
      }),
    );
    actor.send({ type: 'modal.openNew' });
    fill(actor, valid);

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));

    expect(selectAppointmentModal(actor.getSnapshot())).toMatchObject({
      errorKey: 'appointment.saveFailed',
      draft: expect.objectContaining(valid),
    });
    expect(reloadList).not.toHaveBeenCalled();
  });

  it('stays open with the occupied warning when the server answers a conflict', async () => {
    const { actor, reloadList } = start(vi.fn(async () => 'conflict' as const));
    actor.send({ type: 'modal.openNew' });
    fill(actor, valid);

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));

    expect(selectAppointmentModal(actor.getSnapshot())).toMatchObject({
      warningKey: 'appointment.occupied',
      errorKey: null,
      draft: expect.objectContaining(valid),
    });
    expect(reloadList).not.toHaveBeenCalled();
  });

  it('closes without saving and opens empty next time', () => {
    const { actor, save } = start();
    actor.send({ type: 'modal.openNew' });
    fill(actor, valid);
    actor.send({ type: 'modal.close' });
    expect(selectAppointmentModal(actor.getSnapshot()).open).toBe(false);

    actor.send({ type: 'modal.openNew' });
    expect(actor.getSnapshot().context.draft).toEqual(emptyAppointmentDraft());
    expect(save).not.toHaveBeenCalled();
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const events = [
      { type: 'modal.openEdit', appointment: newAtEleven },
      { type: 'modal.close' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.saveAppointment' },
    ] as unknown as AppointmentModalEvent[];
    const paths = getShortestPaths(appointmentModalMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<SaveAppointmentOutcome, SaveAppointmentInput>(
      () => new Promise(() => {}),
    );

    for (const path of paths) {
      const actor = createTestActor(
        appointmentModalMachine.provide({ actors: { saveAppointment: pending } }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual(['closed', 'editing', 'saving']);
  });
});
