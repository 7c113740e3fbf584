import type { Language } from '@academy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import { type PasswordResetEvent, passwordResetMachine } from './password-reset.machine';
import { selectPasswordReset } from './password-reset.selectors';
import { validatePasswordResetEmail } from './password-reset.validation';

const never = () => new Promise<void>(() => {});

type SendInput = { email: string; language: Language };

function start(sendPasswordReset = fromPromise<void, SendInput>(async () => {})) {
  return createTestActor(passwordResetMachine.provide({ actors: { sendPasswordReset } }), {
    input: { language: 'fr' },
  }).start();
}

describe('password reset validation (spec 5)', () => {
  it('needs an email that matches the pattern', () => {
    expect(validatePasswordResetEmail(' ana@example.com ')).toBeNull();
    expect(validatePasswordResetEmail('ana@example')).toBe('passwordReset.emailInvalid');
    expect(validatePasswordResetEmail('admin')).toBe('passwordReset.emailInvalid');
    expect(validatePasswordResetEmail('')).toBe('passwordReset.required');
  });
});

describe('passwordResetMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing and shows the error when the email is invalid', () => {
    const send = vi.fn(async () => {});
    const actor = start(fromPromise(send));
    actor.send({ type: 'field.change', value: 'nope' });

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectPasswordReset(actor.getSnapshot()).error).toBe('passwordReset.emailInvalid');
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', value: 'nope@' });
    expect(selectPasswordReset(actor.getSnapshot()).error).toBeNull();
  });

  it('sends the trimmed email, then shows check your mailbox', async () => {
    const send = vi.fn(async (_input: SendInput) => {});
    const track = vi.fn();
    const actor = createTestActor(
      passwordResetMachine.provide({
        actors: { sendPasswordReset: fromPromise(({ input }) => send(input)) },
        actions: { track },
      }),
      { input: { language: 'fr' } },
    ).start();
    actor.send({ type: 'field.change', value: ' ana@example.com ' });

    actor.send({ type: 'form.submit' });
    expect(selectPasswordReset(actor.getSnapshot()).isSending).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));

    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', language: 'fr' });
    expect(selectPasswordReset(actor.getSnapshot())).toMatchObject({
      isSent: true,
      messageKey: 'passwordReset.checkMailbox',
    });
    expect(track).toHaveBeenCalledWith(expect.anything(), { event: 'Forgot_Complete' });
  });

  it('shows an error state when the call fails, and allows a retry', async () => {
    let calls = 0;
    const actor = start(
      fromPromise(async () => {
        calls += 1;
        if (calls === 1) throw new Error('500');
      }),
    );
    actor.send({ type: 'field.change', value: 'ana@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(selectPasswordReset(actor.getSnapshot()).messageKey).toBe('passwordReset.failure');

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toBe(2);
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as PasswordResetEvent;
    const events: PasswordResetEvent[] = [
      { type: 'field.change', value: 'ana@example.com' },
      { type: 'form.submit' },
      internal({ type: 'xstate.done.actor.sendPasswordReset' }),
      internal({ type: 'xstate.error.actor.sendPasswordReset', error: '500' }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(passwordResetMachine, {
      input: { language: 'fr' },
      events,
    })) {
      const actor = start(fromPromise(never));
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(passwordResetMachine).sort());
  });
});
