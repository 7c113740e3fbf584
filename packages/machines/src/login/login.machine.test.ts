import type { Language } from '@academy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { LOGIN_LOCKOUT_MS, LOGIN_PASSWORD_MIN } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import {
  LOGIN_DEFAULT_REDIRECT,
  type LoginEvent,
  type LoginInput,
  loginMachine,
} from './login.machine';
import type { AccountRefusal } from './login.refusal';
import { selectLoginForm } from './login.selectors';
import {
  type LoginCredentials,
  normalizeLoginCredentials,
  validateLoginForm,
} from './login.validation';
import type { SessionProfile, SessionUser } from './session.types';

const prefs = { darkMode: true, language: 'ru' } as const;
const user: SessionUser = { id: 7, username: 'ana@example.com' };
const profile: SessionProfile = { id: 70, name: 'Ana Pop', city: 'Moldova', type: 'doctor' };

const never = <T>() => new Promise<T>(() => {});
const refuse = async (): Promise<never> => {
  throw new Error('400');
};
const failures = {
  requestToken: { requestToken: fromPromise<string, LoginCredentials>(refuse) },
  loadUser: { loadUser: fromPromise<SessionUser, { token: string }>(refuse) },
  loadProfile: {
    loadProfile: fromPromise<SessionProfile, { token: string; userId: number; language: Language }>(
      refuse,
    ),
  },
};

function startLogin(
  overrides: Parameters<typeof loginMachine.provide>[0] = {},
  input: LoginInput = { prefs },
) {
  const machine = loginMachine.provide({
    actors: {
      requestToken: fromPromise(async () => 'tok-1'),
      loadUser: fromPromise(async () => user),
      loadProfile: fromPromise(async () => profile),
    },
    ...overrides,
  });
  return createTestActor(machine, { input }).start();
}

function fill(actor: ReturnType<typeof startLogin>, email: string, password: string) {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
}

describe('login validation (spec 5, Login)', () => {
  it('accepts a standard email or the word admin', () => {
    expect(validateLoginForm({ email: 'a@b.md', password: 'secret' })).toEqual({});
    expect(validateLoginForm({ email: 'admin', password: 'secret' })).toEqual({});
    expect(validateLoginForm({ email: ' ADMIN ', password: 'secret' })).toEqual({});
    expect(validateLoginForm({ email: 'administrator', password: 'secret' }).email).toBe(
      'login.emailInvalid',
    );
    expect(validateLoginForm({ email: 'a@b', password: 'secret' }).email).toBe(
      'login.emailInvalid',
    );
    expect(validateLoginForm({ email: '  ', password: 'secret' }).email).toBe('login.required');
  });

  it('needs a password of at least 5 characters after trimming', () => {
    expect(LOGIN_PASSWORD_MIN).toBe(5);
    expect(validateLoginForm({ email: 'a@b.md', password: '12345' })).toEqual({});
    expect(validateLoginForm({ email: 'a@b.md', password: '1234' }).password).toBe(
      'login.passwordTooShort',
    );
    expect(validateLoginForm({ email: 'a@b.md', password: ' 1234 ' }).password).toBe(
      'login.passwordTooShort',
    );
    expect(validateLoginForm({ email: 'a@b.md', password: '' }).password).toBe('login.required');
  });

  it('trims both values and lowercases the email when sent', () => {
    expect(normalizeLoginCredentials({ email: ' Ana@Example.COM ', password: ' pass1 ' })).toEqual({
      username: 'ana@example.com',
      password: 'pass1',
    });
  });
});

describe('loginMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows field errors and sends nothing when the form is invalid', () => {
    const requestToken = vi.fn(async () => 'tok');
    const actor = startLogin({ actors: { requestToken: fromPromise(requestToken) } });
    fill(actor, 'not-an-email', '123');

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectLoginForm(actor.getSnapshot()).errors).toEqual({
      email: 'login.emailInvalid',
      password: 'login.passwordTooShort',
    });
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('clears a field error when that field changes', () => {
    const actor = startLogin();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'a' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'login.required' });
  });

  it('goes token → user → profile, stores the session and redirects to dashboard courses', async () => {
    const requestToken = vi.fn(async (_input: LoginCredentials) => 'tok-1');
    const loadUser = vi.fn(async (_input: { token: string }) => user);
    const loadProfile = vi.fn(async (_input: { userId: number }) => profile);
    const storeSession = vi.fn();
    const redirect = vi.fn();
    const track = vi.fn();
    const actor = startLogin({
      actors: {
        requestToken: fromPromise(({ input }) => requestToken(input)),
        loadUser: fromPromise(({ input }) => loadUser(input)),
        loadProfile: fromPromise(({ input }) => loadProfile(input)),
      },
      actions: { storeSession, redirect, track },
    });
    fill(actor, '  Ana@Example.com ', ' pass1 ');

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'token' });
    expect(selectLoginForm(actor.getSnapshot()).isSubmitDisabled).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');

    expect(requestToken).toHaveBeenCalledWith({ username: 'ana@example.com', password: 'pass1' });
    expect(loadUser).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(loadProfile).toHaveBeenCalledWith({ token: 'tok-1', userId: 7, language: 'ru' });
    expect(storeSession).toHaveBeenCalledWith(expect.anything(), {
      token: 'tok-1',
      user,
      profile,
      remember: false,
    });
    expect(track).toHaveBeenCalledWith(expect.anything(), { event: 'Login_Complete' });
    expect(redirect).toHaveBeenCalledWith(expect.anything(), { to: LOGIN_DEFAULT_REDIRECT });
    expect(LOGIN_DEFAULT_REDIRECT).toBe('/dashboard/courses');
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('redirects to the target given as input', async () => {
    const redirect = vi.fn();
    const actor = startLogin({ actions: { redirect } }, { prefs, redirectTo: '/shop/product/3' });
    fill(actor, 'admin', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(redirect).toHaveBeenCalledWith(expect.anything(), { to: '/shop/product/3' });
  });

  it('keeps the dark mode and language the user had (spec 4, Login)', async () => {
    const storeSession = vi.fn();
    const actor = startLogin({ actions: { storeSession } });
    fill(actor, 'admin', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().context.prefs).toEqual({ darkMode: true, language: 'ru' });
    expect(storeSession.mock.calls[0]?.[1]).not.toHaveProperty('prefs');
  });

  for (const failing of ['requestToken', 'loadUser', 'loadProfile'] as const) {
    it(`on a ${failing} failure sets bad data, clears both fields and locks the button`, async () => {
      const redirect = vi.fn();
      const actor = startLogin({ actors: failures[failing], actions: { redirect } });
      fill(actor, 'ana@example.com', 'wrong-pass');

      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.matches('lockedOut'));

      const view = selectLoginForm(actor.getSnapshot());
      expect(view).toMatchObject({ badData: true, email: '', password: '', isLocked: true });
      expect(view.messageKey).toBe('login.invalidData');
      expect(view.isSubmitDisabled).toBe(true);
      expect(redirect).not.toHaveBeenCalled();
    });
  }

  for (const reason of ['pending', 'declined'] as const) {
    it(`says why an account ${reason} (issue 26) is refused, and forgets it on the next try`, async () => {
      const requestToken = vi.fn(async (): Promise<string> => {
        throw { accountRefusal: reason } satisfies AccountRefusal;
      });
      const logError = vi.fn();
      const actor = startLogin({
        actors: { requestToken: fromPromise<string, LoginCredentials>(requestToken) },
        actions: { logError },
      });
      fill(actor, 'ana@example.com', 'secret-pass');

      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.matches('lockedOut'));

      const view = selectLoginForm(actor.getSnapshot());
      expect(view).toMatchObject({ messageKey: `login.${reason}`, isLocked: true, password: '' });
      expect(logError).not.toHaveBeenCalled();
      vi.advanceTimersByTime(LOGIN_LOCKOUT_MS);
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      requestToken.mockImplementationOnce(refuse);
      fill(actor, 'ana@example.com', 'secret-pass');
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.matches('lockedOut'));
      expect(selectLoginForm(actor.getSnapshot()).messageKey).toBe('login.invalidData');
    });
  }

  it('re-enables the button exactly LOGIN_LOCKOUT_MS after a failure', async () => {
    const requestToken = vi.fn(refuse);
    const actor = startLogin({
      actors: { requestToken: fromPromise<string, LoginCredentials>(requestToken) },
    });
    fill(actor, 'ana@example.com', 'wrong-pass');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('lockedOut'));

    vi.advanceTimersByTime(LOGIN_LOCKOUT_MS - 1);
    fill(actor, 'ana@example.com', 'again');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('lockedOut');
    expect(requestToken).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectLoginForm(actor.getSnapshot())).toMatchObject({
      isSubmitDisabled: false,
      badData: true,
      email: 'ana@example.com',
    });
  });

  it('clears the bad-data flag on the next attempt', async () => {
    let calls = 0;
    const actor = startLogin({
      actors: {
        requestToken: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('400');
          return never<string>();
        }),
      },
    });
    fill(actor, 'ana@example.com', 'wrong-pass');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('lockedOut'));
    vi.advanceTimersByTime(LOGIN_LOCKOUT_MS);
    fill(actor, 'ana@example.com', 'right-pass');

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().context.badData).toBe(false);
  });

  it('"save login" starts unticked and is carried in the stored session (spec 4)', async () => {
    const storeSession = vi.fn();
    const actor = startLogin({ actions: { storeSession } });
    expect(selectLoginForm(actor.getSnapshot()).remember).toBe(false);
    actor.send({ type: 'remember.change', value: true });
    expect(selectLoginForm(actor.getSnapshot()).remember).toBe(true);
    fill(actor, 'admin', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(storeSession.mock.calls[0]?.[1]).toMatchObject({ token: 'tok-1', remember: true });
  });

  it('"save login" can be unticked again, given as input, and kept through a lockout', async () => {
    const actor = startLogin(
      { actors: { requestToken: failures.requestToken.requestToken } },
      { prefs, remember: true },
    );
    expect(actor.getSnapshot().context.remember).toBe(true);
    fill(actor, 'admin', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('lockedOut'));
    expect(actor.getSnapshot().context.remember).toBe(true);
    actor.send({ type: 'remember.change', value: false });
    expect(selectLoginForm(actor.getSnapshot())).toMatchObject({
      state: 'lockedOut',
      remember: false,
    });
  });

  it('names one state for the view: the submitting steps read as submitting', () => {
    const actor = startLogin({ actors: { requestToken: fromPromise(never<string>) } });
    expect(selectLoginForm(actor.getSnapshot()).state).toBe('editing');
    fill(actor, 'admin', 'secret');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'token' });
    expect(selectLoginForm(actor.getSnapshot()).state).toBe('submitting');
  });

  it('toggles the forgot-password mode', () => {
    const actor = startLogin();
    actor.send({ type: 'mode.forgotPassword' });
    expect(selectLoginForm(actor.getSnapshot()).state).toBe('forgotPassword');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('forgotPassword');
    actor.send({ type: 'mode.login' });
    expect(selectLoginForm(actor.getSnapshot()).state).toBe('editing');
  });

  it('reaches every state by the shortest paths of its model', () => {
    // Actor results and timers are modelled as the events the machine receives for them.
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as LoginEvent;
    const events: LoginEvent[] = [
      { type: 'field.change', field: 'email', value: 'admin' },
      { type: 'field.change', field: 'password', value: 'secret' },
      { type: 'form.submit' },
      { type: 'mode.forgotPassword' },
      { type: 'mode.login' },
      internal({ type: 'xstate.done.actor.requestToken', output: 'tok' }),
      internal({ type: 'xstate.error.actor.requestToken', error: 'denied' }),
      internal({ type: 'xstate.done.actor.loadUser', output: user }),
      internal({ type: 'xstate.done.actor.loadProfile', output: profile }),
      internal({ type: 'xstate.after.lockout.login.lockedOut' }),
    ];
    const paths = getShortestPaths(loginMachine, { input: { prefs }, events });
    const reached = new Set<string>();

    for (const path of paths) {
      const actor = createTestActor(
        loginMachine.provide({
          actors: {
            requestToken: fromPromise(never<string>),
            loadUser: fromPromise(never<SessionUser>),
            loadProfile: fromPromise(never<SessionProfile>),
          },
        }),
        { input: { prefs } },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);

      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }

    expect([...reached].sort()).toEqual(allStatePaths(loginMachine).sort());
  });
});
