import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import { type VisitRequestOutcome, type VisitRequestPayload, visitRequestMachine } from './index';
import { selectVisitRequest } from './visit-request.selectors';
import { buildVisitRequestPayload, validateVisitRequest } from './visit-request.validation';

const TODAY = '2030-05-10';
const taken = [{ date: '2030-05-12', hour: 10 }];

function start(answer: (payload: VisitRequestPayload) => Promise<VisitRequestOutcome>) {
  const sent: VisitRequestPayload[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    visitRequestMachine.provide({
      actions: { logError },
      actors: {
        sendVisitRequest: fromPromise<VisitRequestOutcome, VisitRequestPayload>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { doctor: 12, today: TODAY, taken } },
  ).start();
  return { actor, sent, logError };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, patch: Record<string, string> = {}, hour: number | null = 11) {
  const values = {
    name: 'Elena Popescu',
    phone: '+37369123456',
    email: 'Elena@Example.md',
    date: '2030-05-12',
    comment: '',
    ...patch,
  };
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as 'name', value });
  }
  actor.send({ type: 'hour.select', hour });
}

const sentNew = async (): Promise<VisitRequestOutcome> => ({ outcome: 'sent', status: 'new' });

describe('visitRequestMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a filled request and says the specialist will confirm it', async () => {
    const { actor, sent } = start(sentNew);
    fill(actor);

    actor.send({ type: 'form.submit' });
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      state: 'sending',
      buttonLabelKey: 'visitRequest.sending',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));

    expect(sent).toEqual([
      {
        doctor: 12,
        client_name: 'Elena Popescu',
        client_phone: '+37369123456',
        client_email: 'elena@example.md',
        date_of_receipt: '2030-05-12',
        time_of_receipt: '11:00',
      },
    ]);
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      isSent: true,
      sentTitleKey: 'visitRequest.sentTitle',
      sentTextKey: 'visitRequest.sentText',
      email: 'Elena@Example.md',
    });
  });

  it('says "confirmed" when the specialist confirms requests on arrival', async () => {
    const { actor } = start(async () => ({ outcome: 'sent', status: 'confirmed' }));
    fill(actor, { email: '' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      sentTitleKey: 'visitRequest.confirmedTitle',
      sentTextKey: 'visitRequest.confirmedText',
      email: '',
    });
  });

  it('highlights every invalid field and sends nothing', () => {
    const { actor, sent } = start(sentNew);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'visitRequest.required',
      phone: 'visitRequest.required',
      date: 'visitRequest.required',
      hour: 'visitRequest.required',
    });
    fill(actor, { name: 'E', phone: '123', email: 'elena@', date: '2030-05-09' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'visitRequest.nameTooShort',
      phone: 'visitRequest.phoneTooShort',
      email: 'visitRequest.emailInvalid',
      date: 'visitRequest.datePast',
    });
    // A typed value clears its own error only.
    actor.send({ type: 'field.change', field: 'name', value: 'Elena' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    expect(actor.getSnapshot().context.errors.phone).toBe('visitRequest.phoneTooShort');
    // A line break in the name would reach the visitor's calendar file.
    fill(actor, { name: 'Elena\r\nATTENDEE' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'visitRequest.nameInvalid' });
    expect(sent).toEqual([]);
  });

  it('shows the taken hours of the chosen date as unavailable and refuses them', () => {
    const { actor } = start(sentNew);
    fill(actor, {}, 10);
    const hours = selectVisitRequest(actor.getSnapshot()).hours;
    expect(hours[0]).toEqual({ hour: 6, label: '06:00', taken: false });
    expect(hours.filter((h) => h.taken).map((h) => h.label)).toEqual(['10:00']);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ hour: 'visitRequest.hourTaken' });
    actor.send({ type: 'field.change', field: 'date', value: '2030-05-13' });
    expect(selectVisitRequest(actor.getSnapshot()).hours.some((h) => h.taken)).toBe(false);
  });

  it('marks the hour taken when it was taken meanwhile, keeping what was typed', async () => {
    const { actor, sent } = start(async () => ({ outcome: 'slotTaken' }));
    fill(actor, { comment: 'Prima vizită' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const view = selectVisitRequest(actor.getSnapshot());
    expect(view.errors).toEqual({ hour: 'visitRequest.hourTaken' });
    expect(view.values).toMatchObject({ name: 'Elena Popescu', comment: 'Prima vizită', hour: 11 });
    expect(view.hours.find((h) => h.hour === 11)?.taken).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('keeps everything typed on a failure and sends again on retry', async () => {
    let fail = true;
    const { actor, sent, logError } = start(async () => {
      if (fail) throw new Error('network');
      return { outcome: 'sent', status: 'new' };
    });
    fill(actor, { comment: 'Seara, dacă se poate' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(logError).toHaveBeenCalledOnce();
    expect(selectVisitRequest(actor.getSnapshot())).toMatchObject({
      isFailure: true,
      values: { name: 'Elena Popescu', comment: 'Seara, dacă se poate', hour: 11 },
    });

    // Still editable in failure; a change does not lose the rest.
    actor.send({ type: 'field.change', field: 'phone', value: '+37369000000' });
    fail = false;
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(sent.map((payload) => payload.client_phone)).toEqual(['+37369123456', '+37369000000']);
    expect(sent[1]?.client_comments).toBe('Seara, dacă se poate');
  });

  it('ignores changes while sending', () => {
    const { actor } = start(() => new Promise(() => {}));
    fill(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'name', value: 'Other' });
    actor.send({ type: 'hour.select', hour: 7 });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Elena Popescu', hour: 11 });
  });
});

describe('visit request rules', () => {
  it('accepts a request without e-mail or comment and sends neither', () => {
    const values = {
      name: ' Ion ',
      phone: ' 069123456 ',
      email: ' ',
      date: TODAY,
      hour: 6,
      comment: '  ',
    };
    expect(validateVisitRequest(values, { today: TODAY, taken })).toEqual({});
    expect(buildVisitRequestPayload(values, 3)).toEqual({
      doctor: 3,
      client_name: 'Ion',
      client_phone: '069123456',
      date_of_receipt: TODAY,
      time_of_receipt: '06:00',
    });
  });

  it('refuses a comment longer than the server keeps', () => {
    const values = {
      name: 'Ion',
      phone: '069123456',
      email: '',
      date: TODAY,
      hour: 9,
      comment: 'x'.repeat(2001),
    };
    expect(validateVisitRequest(values, { today: TODAY, taken: [] })).toEqual({
      comment: 'visitRequest.commentTooLong',
    });
  });
});
