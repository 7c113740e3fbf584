import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { selectAppointmentRequest } from './appointment-modal.selectors';
import type { Appointment } from './appointment-modal.validation';
import {
  type AppointmentActionOutcome,
  type AppointmentRequestEvent,
  appointmentRequestMachine,
} from './appointment-request.machine';

const request: Appointment = {
  id: 8,
  client_name: 'Ion',
  client_phone: '069123456',
  client_comments: '-',
  time_of_receipt: '09:00',
  date_of_receipt: '2025-06-03',
  confirmation: false,
  doctor: 3,
  lang: 'ro',
};

function start(
  appointment: Appointment,
  fail = false,
  confirmed: AppointmentActionOutcome = 'done',
) {
  const calls: string[] = [];
  const reloadList = vi.fn();
  const warn = vi.fn();
  const call =
    (name: string) =>
    async ({ input }: { input: { id: number } }) => {
      calls.push(`${name} ${input.id}`);
      if (fail) throw new Error('500');
    };
  const confirm = call('confirm');
  const actor = createTestActor(
    appointmentRequestMachine.provide({
      actions: { reloadList, warn },
      actors: {
        confirmAppointment: fromPromise<AppointmentActionOutcome, { id: number }>(async (args) => {
          await confirm(args);
          return confirmed;
        }),
        cancelAppointment: fromPromise<void, { id: number }>(call('cancel')),
      },
    }),
    { input: { appointment } },
  ).start();
  return { actor, calls, reloadList, warn };
}

describe('appointmentRequestMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('confirms a new request, busy meanwhile, then reloads the list', async () => {
    const { actor, calls, reloadList } = start(request);
    expect(selectAppointmentRequest(actor.getSnapshot())).toMatchObject({
      status: 'new',
      canConfirm: true,
    });

    actor.send({ type: 'request.confirm' });
    expect(selectAppointmentRequest(actor.getSnapshot())).toMatchObject({
      isBusy: true,
      isConfirming: true,
      canCancel: false,
    });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));

    expect(calls).toEqual(['confirm 8']);
    expect(selectAppointmentRequest(actor.getSnapshot())).toMatchObject({
      status: 'confirmed',
      canConfirm: false,
      isBusy: false,
    });
    expect(reloadList).toHaveBeenCalledOnce();
  });

  it('cancels a confirmed request', async () => {
    const { actor, calls } = start({ ...request, confirmation: true });
    expect(selectAppointmentRequest(actor.getSnapshot()).canConfirm).toBe(false);

    actor.send({ type: 'request.cancel' });
    expect(selectAppointmentRequest(actor.getSnapshot()).isCancelling).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(calls).toEqual(['cancel 8']);
    expect(selectAppointmentRequest(actor.getSnapshot()).status).toBe('cancelled');
  });

  it('warns and stays as it was when a call fails', async () => {
    const { actor, warn, reloadList } = start(request, true);

    actor.send({ type: 'request.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'request.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));

    expect(warn).toHaveBeenCalledTimes(2);
    expect(reloadList).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.status).toBe('new');
    expect(selectAppointmentRequest(actor.getSnapshot()).errorKey).toBe('appointment.saveFailed');
  });

  it('shows the occupied message when another visit holds the hour, and stays new', async () => {
    const { actor, reloadList } = start(request, false, 'conflict');

    actor.send({ type: 'request.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));

    expect(selectAppointmentRequest(actor.getSnapshot())).toMatchObject({
      status: 'new',
      errorKey: 'appointment.occupied',
      canConfirm: true,
    });
    expect(reloadList).not.toHaveBeenCalled();
    actor.send({ type: 'request.cancel' });
    expect(selectAppointmentRequest(actor.getSnapshot()).errorKey).toBeNull();
  });

  it('shows a request the server lists as cancelled as cancelled, without buttons', () => {
    const { actor } = start({ ...request, status: 'cancelled' });
    expect(selectAppointmentRequest(actor.getSnapshot())).toMatchObject({
      state: 'cancelled',
      canConfirm: false,
      canCancel: false,
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { appointment: request };
    const events = [
      { type: 'request.confirm' },
      { type: 'request.cancel' },
      { type: 'xstate.done.actor.confirmAppointment' },
      { type: 'xstate.done.actor.cancelAppointment' },
    ] as unknown as AppointmentRequestEvent[];
    const paths = getShortestPaths(appointmentRequestMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = <T>() => fromPromise<T, { id: number }>(() => new Promise(() => {}));

    for (const path of paths) {
      const actor = createTestActor(
        appointmentRequestMachine.provide({
          actors: {
            confirmAppointment: pending<AppointmentActionOutcome>(),
            cancelAppointment: pending<void>(),
          },
        }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'cancelled',
      'cancelling',
      'confirming',
      'idle',
    ]);
  });
});
