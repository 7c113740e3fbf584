import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import {
  type ContactFormEvent,
  contactFormMachine,
  initialContactFormValues,
} from './contact-form.machine';
import { selectContactForm } from './contact-form.selectors';
import {
  type ContactFormValues,
  type ContactRequestPayload,
  validateContactForm,
} from './contact-form.validation';

const never = () => new Promise<void>(() => {});
const valid: ContactFormValues = {
  country: 'Romania',
  name: 'Ioana',
  phone: '+40 721',
  consent: true,
};

function start(
  sendContactRequest = fromPromise<void, ContactRequestPayload>(async () => {}),
  actions: Parameters<typeof contactFormMachine.provide>[0]['actions'] = {},
) {
  return createTestActor(
    contactFormMachine.provide({ actors: { sendContactRequest }, actions }),
  ).start();
}

function fillValid(actor: ReturnType<typeof start>) {
  actor.send({ type: 'country.select', country: 'Romania' });
  actor.send({ type: 'field.change', field: 'name', value: ' Ioana ' });
  actor.send({ type: 'field.change', field: 'phone', value: '+40 721' });
  actor.send({ type: 'consent.change', checked: true });
}

describe('contact form validation (spec 5)', () => {
  it('needs a country, a name of 4, a phone and the consent', () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(validateContactForm({ ...valid, country: null }).country).toBe('contactForm.required');
    expect(validateContactForm({ ...valid, name: ' Ion ' }).name).toBe('contactForm.nameTooShort');
    expect(validateContactForm({ ...valid, name: 'Ionu' })).toEqual({});
    expect(validateContactForm({ ...valid, phone: '  ' }).phone).toBe('contactForm.required');
    expect(validateContactForm({ ...valid, consent: false }).consent).toBe(
      'contactForm.consentRequired',
    );
    expect(initialContactFormValues.consent).toBe(false);
  });
});

describe('contactFormMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('highlights every invalid field and sends nothing', () => {
    const send = vi.fn(async () => {});
    const actor = start(fromPromise(send));

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectContactForm(actor.getSnapshot()).invalidFields.sort()).toEqual([
      'consent',
      'country',
      'name',
      'phone',
    ]);
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'name', value: 'Ioa' });
    expect(selectContactForm(actor.getSnapshot()).errors.name).toBeUndefined();
  });

  it('is disabled with Loading while sending, then sent with the fields cleared', async () => {
    const send = vi.fn(async (_input: ContactRequestPayload) => {});
    const actor = start(fromPromise(({ input }) => send(input)));
    fillValid(actor);

    actor.send({ type: 'form.submit' });
    expect(selectContactForm(actor.getSnapshot())).toMatchObject({
      state: 'sending',
      isSubmitDisabled: true,
      buttonLabelKey: 'contactForm.loading',
    });
    await waitFor(actor, (s) => s.matches('sent'));

    expect(send).toHaveBeenCalledWith({
      name: 'Ioana',
      contact_data: '+40 721',
      country: 'Romania',
    });
    expect(selectContactForm(actor.getSnapshot())).toMatchObject({
      isSent: true,
      state: 'sent',
      values: initialContactFormValues,
    });
  });

  it('shows sent even when the network call failed, and only logs the error', async () => {
    const logError = vi.fn();
    const error = new TypeError('Failed to fetch');
    const actor = start(
      fromPromise<void, ContactRequestPayload>(async () => {
        throw error;
      }),
      { logError },
    );
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('sent');
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error });
    expect(selectContactForm(actor.getSnapshot()).values).toEqual(initialContactFormValues);
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as ContactFormEvent;
    const filled = start(fromPromise(never));
    fillValid(filled);
    const fromState = filled.getSnapshot();
    filled.stop();
    const events: ContactFormEvent[] = [
      { type: 'form.submit' },
      { type: 'consent.change', checked: false },
      internal({ type: 'xstate.done.actor.sendContactRequest' }),
      internal({ type: 'xstate.error.actor.sendContactRequest', error: 'offline' }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(contactFormMachine, { events, fromState })) {
      expect(path.steps[0]?.event.type).toBe('xstate.init');
      const actor = start(fromPromise(never));
      fillValid(actor);
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(contactFormMachine).sort());
  });
});
