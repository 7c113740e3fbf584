import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import { type ChangePasswordEvent, changePasswordMachine } from './change-password.machine';
import { selectChangePasswordForm } from './change-password.selectors';
import { validateChangePassword } from './change-password.validation';

type ChangeInput = { oldPassword: string; newPassword: string };
const never = () => new Promise<void>(() => {});

function start(changePassword = fromPromise<void, ChangeInput>(async () => {})) {
  return createTestActor(changePasswordMachine.provide({ actors: { changePassword } })).start();
}

function fill(actor: ReturnType<typeof start>, old: string, next: string, repeat: string) {
  actor.send({ type: 'field.change', field: 'oldPassword', value: old });
  actor.send({ type: 'field.change', field: 'newPassword', value: next });
  actor.send({ type: 'field.change', field: 'repeatPassword', value: repeat });
}

describe('change password validation (spec 5)', () => {
  it('needs the old password, a new one of at least 6 characters and the same repeat', () => {
    const ok = { oldPassword: 'old', newPassword: 'abc123', repeatPassword: 'abc123' };
    expect(validateChangePassword(ok)).toEqual({});
    expect(validateChangePassword({ ...ok, oldPassword: '' })).toEqual({
      oldPassword: 'changePassword.required',
    });
    expect(
      validateChangePassword({ ...ok, newPassword: 'abc12', repeatPassword: 'abc12' }),
    ).toEqual({ newPassword: 'changePassword.passwordTooShort' });
    expect(validateChangePassword({ ...ok, repeatPassword: 'abc124' })).toEqual({
      repeatPassword: 'changePassword.mismatch',
    });
  });

  it('refuses a new password the server refuses (the registration rule), before sending it', () => {
    const weak = { oldPassword: 'old', newPassword: 'abcdef', repeatPassword: 'abcdef' };
    expect(validateChangePassword(weak)).toEqual({ newPassword: 'changePassword.weak' });
  });
});

describe('changePasswordMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows "The password doesn\'t match" and sends nothing on a mismatch', () => {
    const change = vi.fn(async () => {});
    const actor = start(fromPromise(change));
    fill(actor, 'old-pass', 'new-pass1', 'new-pass2');

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectChangePasswordForm(actor.getSnapshot()).errors).toEqual({
      repeatPassword: 'changePassword.mismatch',
    });
    expect(change).not.toHaveBeenCalled();
  });

  it('submits old and new password, then succeeds with cleared fields', async () => {
    const change = vi.fn(async (_input: ChangeInput) => {});
    const actor = start(fromPromise(({ input }) => change(input)));
    fill(actor, 'old-pass', 'new-pass1', 'new-pass1');

    actor.send({ type: 'form.submit' });
    expect(selectChangePasswordForm(actor.getSnapshot()).isSubmitDisabled).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));

    expect(change).toHaveBeenCalledWith({ oldPassword: 'old-pass', newPassword: 'new-pass1' });
    expect(selectChangePasswordForm(actor.getSnapshot())).toMatchObject({
      oldPassword: '',
      newPassword: '',
      repeatPassword: '',
      messageKey: 'changePassword.success',
    });
  });

  it('shows the failure message and keeps the fields when the call fails', async () => {
    const actor = start(
      fromPromise<void, ChangeInput>(async () => {
        throw new Error('400');
      }),
    );
    fill(actor, 'old-pass', 'new-pass1', 'new-pass1');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(selectChangePasswordForm(actor.getSnapshot())).toMatchObject({
      oldPassword: 'old-pass',
      messageKey: 'changePassword.failure',
    });
    actor.send({ type: 'field.change', field: 'oldPassword', value: 'old-pass2' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows a wrong current password at its field, not as a general failure', async () => {
    const actor = start(
      fromPromise<void, ChangeInput>(async () => {
        throw { fieldErrors: { current_password: ['Invalid password.'] } };
      }),
    );
    fill(actor, 'not-mine1', 'new-pass1', 'new-pass1');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));

    expect(selectChangePasswordForm(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { oldPassword: 'changePassword.wrong' },
      newPassword: 'new-pass1',
      messageKey: null,
    });
    actor.send({ type: 'field.change', field: 'oldPassword', value: 'mine-pass1' });
    expect(selectChangePasswordForm(actor.getSnapshot()).errors).toEqual({});
  });

  it("shows the server's refusal of the new password at the new password", async () => {
    const actor = start(
      fromPromise<void, ChangeInput>(async () => {
        throw { fieldErrors: { new_password: ['Parola nu este sigură'] } };
      }),
    );
    fill(actor, 'old-pass', 'new-pass1', 'new-pass1');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: 'changePassword.weak' });
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as ChangePasswordEvent;
    const events: ChangePasswordEvent[] = [
      { type: 'field.change', field: 'oldPassword', value: 'old' },
      { type: 'field.change', field: 'newPassword', value: 'abc123' },
      { type: 'field.change', field: 'repeatPassword', value: 'abc123' },
      { type: 'form.submit' },
      internal({ type: 'xstate.done.actor.changePassword' }),
      internal({ type: 'xstate.error.actor.changePassword', error: '400' }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(changePasswordMachine, { events })) {
      const actor = start(fromPromise(never));
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(changePasswordMachine).sort());
  });
});
