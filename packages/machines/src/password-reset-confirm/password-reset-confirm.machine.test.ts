import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import {
  type PasswordResetConfirmEvent,
  passwordResetConfirmMachine,
} from './password-reset-confirm.machine';
import { selectPasswordResetConfirm } from './password-reset-confirm.selectors';
import { validatePasswordResetConfirm } from './password-reset-confirm.validation';

type ConfirmInput = { token: string; password: string };
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';
const never = () => new Promise<void>(() => {});

function start(confirmPasswordReset = fromPromise<void, ConfirmInput>(async () => {})) {
  return createTestActor(
    passwordResetConfirmMachine.provide({ actors: { confirmPasswordReset } }),
    { input: { token: TOKEN } },
  ).start();
}

function fill(actor: ReturnType<typeof start>, password: string, repeat = password) {
  actor.send({ type: 'field.change', field: 'password', value: password });
  actor.send({ type: 'field.change', field: 'repeatPassword', value: repeat });
}

describe('password reset confirm validation (spec 5, the registration rule)', () => {
  it('needs 6 characters, a strong password and the same repeat', () => {
    const ok = { password: 'Lift2025', repeatPassword: 'Lift2025' };
    expect(validatePasswordResetConfirm(ok)).toEqual({});
    expect(validatePasswordResetConfirm({ password: '', repeatPassword: '' })).toEqual({
      password: 'changePassword.required',
    });
    expect(validatePasswordResetConfirm({ password: 'ab12', repeatPassword: 'ab12' })).toEqual({
      password: 'registration.passwordTooShort',
    });
    expect(
      validatePasswordResetConfirm({ password: 'abcdefg', repeatPassword: 'abcdefg' }),
    ).toEqual({ password: 'registration.passwordWeak' });
    expect(validatePasswordResetConfirm({ password: '!!!!!!', repeatPassword: '!!!!!!' })).toEqual(
      {},
    );
    expect(validatePasswordResetConfirm({ ...ok, repeatPassword: 'Lift2024' })).toEqual({
      repeatPassword: 'changePassword.mismatch',
    });
  });
});

describe('passwordResetConfirmMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing and shows the errors when the form is invalid; typing clears an error', () => {
    const confirm = vi.fn(async () => {});
    const actor = start(fromPromise(confirm));
    fill(actor, 'abcdefg', 'abcdefh');

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectPasswordResetConfirm(actor.getSnapshot()).errors).toEqual({
      password: 'registration.passwordWeak',
      repeatPassword: 'changePassword.mismatch',
    });
    expect(confirm).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'repeatPassword', value: 'abcdefg' });
    expect(selectPasswordResetConfirm(actor.getSnapshot()).errors).toEqual({
      password: 'registration.passwordWeak',
    });
  });

  it('scores the new password as the registration meter does', () => {
    const actor = start();
    fill(actor, 'abc');
    expect(selectPasswordResetConfirm(actor.getSnapshot()).meter).toEqual({
      score: 35,
      level: 'refused',
    });
    fill(actor, 'Lift2025');
    expect(selectPasswordResetConfirm(actor.getSnapshot()).meter).toEqual({
      score: 100,
      level: 'strong',
    });
  });

  it('sends the token and the new password, then is done with cleared fields', async () => {
    const confirm = vi.fn(async (_input: ConfirmInput) => {});
    const actor = start(fromPromise(({ input }) => confirm(input)));
    fill(actor, 'Lift2025!');

    actor.send({ type: 'form.submit' });
    expect(selectPasswordResetConfirm(actor.getSnapshot()).isSubmitting).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));

    expect(confirm).toHaveBeenCalledWith({ token: TOKEN, password: 'Lift2025!' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectPasswordResetConfirm(actor.getSnapshot())).toMatchObject({
      isDone: true,
      password: '',
      repeatPassword: '',
      messageKey: 'passwordResetConfirm.done',
    });
  });

  it('asks for a new link when the server refuses the link', async () => {
    const logError = vi.fn();
    const actor = createTestActor(
      passwordResetConfirmMachine.provide({
        actors: {
          confirmPasswordReset: fromPromise<void, ConfirmInput>(async () => {
            throw { invalidLink: true };
          }),
        },
        actions: { logError },
      }),
      { input: { token: TOKEN } },
    ).start();
    fill(actor, 'Lift2025!');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(selectPasswordResetConfirm(actor.getSnapshot())).toMatchObject({
      isLinkInvalid: true,
      password: 'Lift2025!',
      messageKey: 'passwordResetConfirm.invalidLink',
    });
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error: { invalidLink: true } });
  });

  it('allows a retry after another failure', async () => {
    let calls = 0;
    const actor = start(
      fromPromise(async () => {
        calls += 1;
        if (calls === 1) throw new Error('network');
      }),
    );
    fill(actor, 'Lift2025!');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(selectPasswordResetConfirm(actor.getSnapshot())).toMatchObject({
      isLinkInvalid: false,
      messageKey: 'passwordResetConfirm.failure',
    });

    actor.send({ type: 'form.submit' });
    expect(selectPasswordResetConfirm(actor.getSnapshot()).messageKey).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toBe(2);
  });

  it('goes back to editing when a field changes after a failure', async () => {
    const actor = start(
      fromPromise<void, ConfirmInput>(async () => {
        throw new Error('500');
      }),
    );
    fill(actor, 'Lift2025!');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'field.change', field: 'password', value: 'Lift2026!' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as PasswordResetConfirmEvent;
    const events: PasswordResetConfirmEvent[] = [
      { type: 'field.change', field: 'password', value: 'Lift2025' },
      { type: 'field.change', field: 'repeatPassword', value: 'Lift2025' },
      { type: 'form.submit' },
      internal({ type: 'xstate.done.actor.confirmPasswordReset' }),
      internal({ type: 'xstate.error.actor.confirmPasswordReset', error: { invalidLink: true } }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(passwordResetConfirmMachine, {
      input: { token: TOKEN },
      events,
    })) {
      const actor = start(fromPromise(never));
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(passwordResetConfirmMachine).sort());
  });
});
