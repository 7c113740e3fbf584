import type { SlotsAnswer } from '@academy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import {
  type SlotsRequest,
  type VisitRequestOutcome,
  type VisitRequestPayload,
  visitRequestMachine,
} from './index';
import { selectVisitRequest } from './visit-request.selectors';
import { buildVisitRequestPayload, validateVisitRequest } from './visit-request.validation';

const services = [
  { id: 5, name: 'Consultație', duration: 60, price: 500, currency: 'mdl' as const },
  { id: 6, name: 'Peeling', duration: 90, price: null, currency: 'mdl' as const },
];
const slotsOf = (times: string[]): SlotsAnswer => ({
  time_zone: 'Europe/Chisinau',
  duration: 30,
  days: [
    { date: '2030-05-12', slots: times.map((time) => ({ start: `2030-05-12T${time}:00Z`, time })) },
    { date: '2030-05-13', slots: [{ start: '2030-05-13T07:00:00Z', time: '10:00' }] },
  ],
});

function start(
  answer: (payload: VisitRequestPayload) => Promise<VisitRequestOutcome>,
  slots: (request: SlotsRequest) => Promise<SlotsAnswer> = async () => slotsOf(['11:00', '12:00']),
) {
  const sent: VisitRequestPayload[] = [];
  const asked: SlotsRequest[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    visitRequestMachine.provide({
      actions: { logError },
      actors: {
        loadSlots: fromPromise<SlotsAnswer, SlotsRequest>(({ input }) => {
          asked.push(input);
          return slots(input);
        }),
        sendVisitRequest: fromPromise<VisitRequestOutcome, VisitRequestPayload>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { doctor: 12, services } },
  ).start();
  return { actor, sent, asked, logError };
}

type Actor = ReturnType<typeof start>['actor'];
const editing = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('editing'));

function fill(actor: Actor, patch: Record<string, string> = {}) {
  const values = {
    name: 'Elena Popescu',
    phone: '+37369123456',
    email: 'Elena@Example.md',
    comment: '',
    ...patch,
  };
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as 'name', value });
  }
}

const sent = async (): Promise<VisitRequestOutcome> => ({ outcome: 'sent' });

describe('visitRequestMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the free slots, then sends the chosen one with the service and says to check the e-mail', async () => {
    const { actor, sent: payloads, asked } = start(sent);
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      state: 'loading',
      isLoadingSlots: true,
    });
    await editing(actor);
    expect(asked).toEqual([{ doctor: 12, service: 5, days: 7 }]);

    actor.send({ type: 'service.select', service: 6 });
    await editing(actor);
    expect(asked.at(-1)).toEqual({ doctor: 12, service: 6, days: 7 });
    expect(selectVisitRequest(actor.getSnapshot()).slots).toMatchObject({
      day: '2030-05-12',
      slots: [{ time: '11:00' }, { time: '12:00' }],
    });
    actor.send({ type: 'slot.select', start: '2030-05-12T12:00:00Z' });
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      state: 'sending',
      buttonLabelKey: 'visitRequest.sending',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));

    expect(payloads).toEqual([
      {
        doctor: 12,
        client_name: 'Elena Popescu',
        client_phone: '+37369123456',
        client_email: 'elena@example.md',
        service: 6,
        date_of_receipt: '2030-05-12',
        time_of_receipt: '12:00',
      },
    ]);
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      isSent: true,
      email: 'Elena@Example.md',
    });
  });

  it('asks the slots again on another day or page, so none shown is stale', async () => {
    const { actor, asked } = start(sent);
    await editing(actor);
    actor.send({ type: 'day.select', date: '2030-05-13' });
    expect(actor.getSnapshot().value).toBe('loading');
    await editing(actor);
    expect(selectVisitRequest(actor.getSnapshot()).slots.day).toBe('2030-05-13');
    actor.send({ type: 'days.next' });
    await editing(actor);
    actor.send({ type: 'days.previous' });
    await editing(actor);
    expect(asked.map((a) => a.from ?? 'today')).toEqual(['today', 'today', '2030-05-14', 'today']);
  });

  it('offers to load the slots again when they could not be', async () => {
    let fail = true;
    const { actor, logError } = start(sent, async () => {
      if (fail) throw new Error('network');
      return slotsOf(['11:00']);
    });
    await waitFor(actor, (snapshot) => snapshot.matches('slotsFailure'));
    expect(selectVisitRequest(actor.getSnapshot()).slotsFailed).toBe(true);
    expect(logError).toHaveBeenCalledOnce();
    fail = false;
    actor.send({ type: 'slots.retry' });
    await editing(actor);
  });

  it('highlights every invalid field and sends nothing', async () => {
    const { actor, sent: payloads } = start(sent);
    // Sent before the slots came: the errors show all the same.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.name).toBe('visitRequest.required');
    await editing(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'visitRequest.required',
      phone: 'visitRequest.required',
      email: 'visitRequest.required',
      slot: 'visitRequest.chooseSlot',
    });
    fill(actor, { name: 'E', phone: '123', email: 'elena@' });
    actor.send({ type: 'slot.select', start: '2030-05-12T11:00:00Z' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'visitRequest.nameTooShort',
      phone: 'visitRequest.phoneTooShort',
      email: 'visitRequest.emailInvalid',
    });
    // A typed value clears its own error only.
    actor.send({ type: 'field.change', field: 'name', value: 'Elena' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    // A line break in the name would reach the visitor's calendar file.
    fill(actor, { name: 'Elena\r\nATTENDEE' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'visitRequest.nameInvalid' });
    expect(payloads).toEqual([]);
  });

  it('loads the slots again when the chosen one was taken meanwhile, keeping what was typed', async () => {
    let times = ['11:00', '12:00'];
    const { actor, asked } = start(
      async () => ({ outcome: 'slotTaken' }),
      async () => slotsOf(times),
    );
    await editing(actor);
    actor.send({ type: 'slot.select', start: '2030-05-12T11:00:00Z' });
    fill(actor, { comment: 'Prima vizită' });
    times = ['12:00'];
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('loading'));
    await editing(actor);
    const view = selectVisitRequest(actor.getSnapshot());
    expect(view.notice).toBe('visitRequest.slotTaken');
    expect(view.slots.slot).toBeNull();
    expect(view.slots.slots.map((s) => s.time)).toEqual(['12:00']);
    expect(view.values).toMatchObject({ name: 'Elena Popescu', comment: 'Prima vizită' });
    expect(asked).toHaveLength(2);
    // Choosing another slot clears the notice.
    actor.send({ type: 'slot.select', start: '2030-05-12T12:00:00Z' });
    expect(selectVisitRequest(actor.getSnapshot()).notice).toBeNull();
  });

  it('says so when too many requests came from here, and keeps everything', async () => {
    const { actor } = start(async () => ({ outcome: 'tooMany' }));
    await editing(actor);
    actor.send({ type: 'slot.select', start: '2030-05-12T11:00:00Z' });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      failureKey: 'visitRequest.tooMany',
      values: { name: 'Elena Popescu' },
    });
  });

  it('keeps everything typed on a failure and sends again on retry', async () => {
    let fail = true;
    const {
      actor,
      sent: payloads,
      logError,
    } = start(async () => {
      if (fail) throw new Error('network');
      return { outcome: 'sent' };
    });
    await editing(actor);
    actor.send({ type: 'slot.select', start: '2030-05-12T11:00:00Z' });
    fill(actor, { comment: 'Seara, dacă se poate' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(logError).toHaveBeenCalledOnce();
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      isFailure: true,
      failureKey: 'visitRequest.failed',
      values: { name: 'Elena Popescu', comment: 'Seara, dacă se poate' },
    });
    actor.send({ type: 'field.change', field: 'phone', value: '+37369000000' });
    fail = false;
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(payloads.map((payload) => payload.client_phone)).toEqual([
      '+37369123456',
      '+37369000000',
    ]);
  });

  it('ignores changes while sending', async () => {
    const { actor, asked } = start(() => new Promise(() => {}));
    await editing(actor);
    actor.send({ type: 'slot.select', start: '2030-05-12T11:00:00Z' });
    fill(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'name', value: 'Other' });
    actor.send({ type: 'day.select', date: '2030-05-13' });
    actor.send({ type: 'service.select', service: 5 });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.values.name).toBe('Elena Popescu');
    expect(actor.getSnapshot().context.picking.slot?.time).toBe('11:00');
    expect(asked).toHaveLength(1);
  });
});

describe('visit request rules', () => {
  const slot = { date: '2030-05-12', start: '2030-05-12T06:00:00Z', time: '09:00' };

  it('sends the trimmed request, the comment and the service only when given', () => {
    const values = { name: ' Ion ', phone: ' 069123456 ', email: ' Ion@Mail.md ', comment: '  ' };
    expect(validateVisitRequest(values, slot)).toEqual({});
    expect(buildVisitRequestPayload(values, { doctor: 3, service: null, slot })).toEqual({
      doctor: 3,
      client_name: 'Ion',
      client_phone: '069123456',
      client_email: 'ion@mail.md',
      date_of_receipt: '2030-05-12',
      time_of_receipt: '09:00',
    });
  });

  it('refuses a comment longer than the server keeps', () => {
    const values = {
      name: 'Ion',
      phone: '069123456',
      email: 'ion@mail.md',
      comment: 'x'.repeat(2001),
    };
    expect(validateVisitRequest(values, slot)).toEqual({ comment: 'visitRequest.commentTooLong' });
  });
});
