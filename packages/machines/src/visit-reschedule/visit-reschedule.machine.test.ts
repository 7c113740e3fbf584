import type { SlotsAnswer } from '@academy/contract';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import { visitFixture } from '../testing/visit-fixture';
import {
  type RescheduleMoveOutcome,
  type RescheduleMoveRequest,
  type RescheduleOptionsOutcome,
  type RescheduleOptionsRequest,
  selectVisitReschedule,
  visitRescheduleMachine,
} from './index';

const link = { id: 61, token: 'r'.repeat(32) };
const slotsOf = (times: string[]): SlotsAnswer => ({
  time_zone: 'Europe/Chisinau',
  duration: 60,
  days: [
    { date: '2030-05-14', slots: times.map((time) => ({ start: `2030-05-14T${time}:00Z`, time })) },
  ],
});
const options = (times = ['09:00', '10:00']): RescheduleOptionsOutcome => ({
  outcome: 'options',
  visit: visitFixture,
  slots: slotsOf(times),
});

function start(
  load: () => Promise<RescheduleOptionsOutcome>,
  move: () => Promise<RescheduleMoveOutcome> = async () => ({
    outcome: 'moved',
    visit: { ...visitFixture, date_of_receipt: '2030-05-14', time_of_receipt: '10:00' },
  }),
) {
  const asked: RescheduleOptionsRequest[] = [];
  const moves: RescheduleMoveRequest[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    visitRescheduleMachine.provide({
      actions: { logError },
      actors: {
        loadOptions: fromPromise<RescheduleOptionsOutcome, RescheduleOptionsRequest>(
          ({ input }) => {
            asked.push(input);
            return load();
          },
        ),
        moveVisit: fromPromise<RescheduleMoveOutcome, RescheduleMoveRequest>(({ input }) => {
          moves.push(input);
          return move();
        }),
      },
    }),
    { input: link },
  ).start();
  return { actor, asked, moves, logError };
}

type Actor = ReturnType<typeof start>['actor'];
const choosing = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('choosing'));

describe('visitRescheduleMachine', () => {
  it('shows the visit and its free slots, then moves it to the chosen one', async () => {
    const { actor, asked, moves } = start(async () => options());
    expect(selectVisitReschedule(actor.getSnapshot())).toMatchObject({
      isFirstLoad: true,
      visit: null,
    });
    await choosing(actor);
    expect(asked).toEqual([{ ...link, days: 7 }]);
    expect(selectVisitReschedule(actor.getSnapshot())).toMatchObject({
      visit: { date_of_receipt: '2030-05-13' },
      slots: { day: '2030-05-14', timeZone: 'Europe/Chisinau' },
    });
    // Nothing chosen yet: it says so and moves nothing.
    actor.send({ type: 'reschedule.submit' });
    expect(selectVisitReschedule(actor.getSnapshot()).notice).toBe('visitReschedule.chooseSlot');
    actor.send({ type: 'slot.select', start: '2030-05-14T10:00:00Z' });
    actor.send({ type: 'reschedule.submit' });
    expect(selectVisitReschedule(actor.getSnapshot())).toMatchObject({
      isMoving: true,
      buttonLabelKey: 'visitReschedule.moving',
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(moves).toEqual([{ ...link, date_of_receipt: '2030-05-14', time_of_receipt: '10:00' }]);
    expect(selectVisitReschedule(actor.getSnapshot())).toMatchObject({
      state: 'moved',
      ending: { title: 'visitReschedule.movedTitle' },
      visit: { time_of_receipt: '10:00' },
    });
  });

  it('asks the slots again on another day or page', async () => {
    const { actor, asked } = start(async () => options());
    await choosing(actor);
    actor.send({ type: 'day.select', date: '2030-05-14' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectVisitReschedule(actor.getSnapshot()).isFirstLoad).toBe(false);
    await choosing(actor);
    actor.send({ type: 'days.next' });
    await choosing(actor);
    actor.send({ type: 'days.previous' });
    await choosing(actor);
    expect(asked.map((a) => a.from ?? 'today')).toEqual(['today', 'today', '2030-05-15', 'today']);
  });

  it('loads the slots again when the chosen one was taken meanwhile, and says so', async () => {
    let times = ['09:00', '10:00'];
    const { actor, asked } = start(
      async () => options(times),
      async () => ({ outcome: 'taken' }),
    );
    await choosing(actor);
    actor.send({ type: 'slot.select', start: '2030-05-14T10:00:00Z' });
    times = ['09:00'];
    actor.send({ type: 'reschedule.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('loading'));
    await choosing(actor);
    expect(asked).toHaveLength(2);
    expect(selectVisitReschedule(actor.getSnapshot())).toMatchObject({
      notice: 'visitReschedule.slotTaken',
      slots: { slot: null, slots: [{ time: '09:00' }] },
    });
  });

  it.each([
    ['invalid', 'visitReschedule.invalidTitle'],
    ['gone', 'visitReschedule.goneTitle'],
  ] as const)(
    'ends in %s when the link is refused on opening or on moving',
    async (outcome, title) => {
      const opened = start(async () => ({ outcome }));
      await waitFor(opened.actor, (snapshot) => snapshot.status === 'done');
      expect(selectVisitReschedule(opened.actor.getSnapshot())).toMatchObject({
        state: outcome,
        ending: { title },
      });
      const moving = start(
        async () => options(),
        async () => ({ outcome }),
      );
      await choosing(moving.actor);
      moving.actor.send({ type: 'slot.select', start: '2030-05-14T09:00:00Z' });
      moving.actor.send({ type: 'reschedule.submit' });
      await waitFor(moving.actor, (snapshot) => snapshot.status === 'done');
      expect(moving.actor.getSnapshot().value).toBe(outcome);
    },
  );

  it('offers to load again after a failed load; a failed move keeps the choice with a message', async () => {
    let fail = true;
    const { actor, logError } = start(
      async () => {
        if (fail) throw new Error('network');
        return options();
      },
      async () => {
        throw new Error('network');
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(selectVisitReschedule(actor.getSnapshot()).isFailure).toBe(true);
    fail = false;
    actor.send({ type: 'options.retry' });
    await choosing(actor);
    actor.send({ type: 'slot.select', start: '2030-05-14T09:00:00Z' });
    actor.send({ type: 'reschedule.submit' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('choosing') && snapshot.context.notice !== null,
    );
    expect(selectVisitReschedule(actor.getSnapshot())).toMatchObject({
      notice: 'visitReschedule.failed',
      slots: { slot: { time: '09:00' } },
    });
    expect(logError).toHaveBeenCalledTimes(2);
  });
});
