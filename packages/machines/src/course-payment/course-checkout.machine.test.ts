import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { type CourseCheckoutEvent, courseCheckoutMachine } from './course-checkout.machine';
import { selectCourseCheckout } from './course-checkout.selectors';
import {
  type CourseCheckoutForm,
  type CourseOrderBody,
  courseCheckoutPrefill,
  courseOrderBody,
  emptyCourseCheckoutForm,
  validateCourseCheckout,
} from './course-checkout.validation';
import { type CoursePurchaseAnswer, coursePurchaseStep } from './course-payment.rules';

const FILLED: Partial<CourseCheckoutForm> = {
  firstName: 'Ana',
  surname: 'Popescu',
  email: 'ana@example.com',
  phone: '+37369123456',
};
const ORDER = { order: { id: 12 }, access_id: null };

function start(answer: (body: CourseOrderBody) => Promise<CoursePurchaseAnswer>) {
  const purchase = vi.fn(answer);
  const openPayment = vi.fn();
  const openCourse = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    courseCheckoutMachine.provide({
      actions: {
        openPayment: (_, params) => openPayment(params),
        openCourse: (_, params) => openCourse(params),
        logError,
      },
      actors: {
        purchaseCourse: fromPromise(({ input }) => purchase(input.body)),
      },
    }),
    { input: { form: FILLED } },
  ).start();
  return { actor, purchase, openPayment, openCourse, logError };
}

describe('course checkout rules', () => {
  it('requires the terms and the contact fields of the contract', () => {
    expect(validateCourseCheckout(emptyCourseCheckoutForm(FILLED))).toEqual({
      termsAccepted: 'courseCheckout.termsRequired',
    });
    expect(validateCourseCheckout(emptyCourseCheckoutForm({ termsAccepted: true }))).toEqual({
      firstName: 'courseCheckout.required',
      surname: 'courseCheckout.required',
      email: 'courseCheckout.required',
      phone: 'courseCheckout.required',
    });
    const bad = emptyCourseCheckoutForm({
      ...FILLED,
      termsAccepted: true,
      email: 'ana@',
      phone: '12',
    });
    expect(validateCourseCheckout(bad)).toEqual({
      email: 'courseCheckout.invalid',
      phone: 'courseCheckout.invalid',
    });
  });

  it('sends trimmed contact fields, paid by card', () => {
    const form = emptyCourseCheckoutForm({ ...FILLED, firstName: ' Ana ', termsAccepted: true });
    expect(courseOrderBody(form)).toEqual({
      payment_type: 'card',
      first_name: 'Ana',
      surname: 'Popescu',
      email: 'ana@example.com',
      phone: '+37369123456',
      terms_agreement: true,
    });
  });

  it("prefills the name and the login's e-mail address from the session", () => {
    expect(courseCheckoutPrefill({ name: 'Ana Maria Rusu', login: 'ana@academia.md' })).toEqual({
      firstName: 'Ana',
      surname: 'Maria Rusu',
      email: 'ana@academia.md',
    });
    expect(courseCheckoutPrefill({ name: null, login: '+37369000000' })).toEqual({
      firstName: '',
      surname: '',
      email: '',
    });
  });

  it('leads an order to its payment, an access to the player, nothing to no step', () => {
    expect(coursePurchaseStep(ORDER)).toEqual({ kind: 'pay', orderId: 12 });
    expect(coursePurchaseStep({ order: null, access_id: 5 })).toEqual({
      kind: 'open',
      accessId: 5,
    });
    expect(coursePurchaseStep({ order: null, access_id: null })).toBeNull();
  });
});

describe('courseCheckoutMachine', () => {
  it('does not order without agreement to the terms', () => {
    const { actor, purchase } = start(async () => ORDER);

    actor.send({ type: 'form.submit' });

    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { termsAccepted: 'courseCheckout.termsRequired' },
    });
    expect(purchase).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('orders the course, then goes to the payment of the order', async () => {
    const { actor, purchase, openPayment, openCourse } = start(async () => ORDER);
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      state: 'submitting',
      isSubmitting: true,
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(purchase).toHaveBeenCalledWith(expect.objectContaining({ terms_agreement: true }));
    expect(openPayment).toHaveBeenCalledWith({ orderId: 12 });
    expect(openCourse).not.toHaveBeenCalled();
  });

  it('opens a free or already owned course at once', async () => {
    const { actor, openPayment, openCourse } = start(async () => ({ order: null, access_id: 7 }));
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(openCourse).toHaveBeenCalledWith({ accessId: 7 });
    expect(openPayment).not.toHaveBeenCalled();
  });

  it('shows the failure with what was typed kept, and tries again', async () => {
    let fail = true;
    const { actor, purchase, logError } = start(async () => {
      if (fail) throw new Error('500');
      return ORDER;
    });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      messageKey: 'courseCheckout.failure',
      form: { firstName: 'Ana', termsAccepted: true },
    });
    expect(logError).toHaveBeenCalledOnce();

    fail = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(purchase).toHaveBeenCalledTimes(2);
  });

  it('fails when the answer leads nowhere, and edits again from the failure', async () => {
    const { actor } = start(async () => ({ order: null, access_id: null }));
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    actor.send({ type: 'field.change', field: 'email', value: '' });
    actor.send({ type: 'form.submit' });

    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { email: 'courseCheckout.required' },
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { form: { ...FILLED, termsAccepted: true } };
    const events = [
      { type: 'form.submit' },
      { type: 'xstate.error.actor.purchaseCourse', error: new Error('500') },
      { type: 'xstate.done.actor.purchaseCourse', output: ORDER },
    ] as unknown as CourseCheckoutEvent[];
    const paths = getShortestPaths(courseCheckoutMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<CoursePurchaseAnswer, { body: CourseOrderBody }>(
      () => new Promise(() => {}),
    );
    for (const path of paths) {
      const actor = createTestActor(
        courseCheckoutMachine.provide({ actors: { purchaseCourse: pending } }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'done',
      'editing',
      'failure',
      'submitting',
    ]);
  });
});
