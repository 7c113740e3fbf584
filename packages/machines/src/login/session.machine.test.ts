import type { Language } from '@academy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import {
  SESSION_LOGOUT_TARGET,
  SESSION_TOKEN_LOGIN_TARGET,
  type SessionEvent,
  type SessionInput,
  sessionMachine,
} from './session.machine';
import { selectSession, selectSessionAtStart } from './session.selectors';
import { isTokenPresent, type SessionProfile, type SessionUser } from './session.types';

const prefs = { darkMode: true, language: 'es' } as const;
const user: SessionUser = { id: 7, username: 'ana@example.com' };
const profile: SessionProfile = { id: 70, name: 'Ana Pop', city: 'Romania', type: 'cosmetology' };
const never = <T>() => new Promise<T>(() => {});

function startSession(
  input: SessionInput,
  overrides: Parameters<typeof sessionMachine.provide>[0] = {},
) {
  return createTestActor(sessionMachine.provide(overrides), { input }).start();
}

describe('sessionMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is logged in exactly when the token is non-empty (spec 4)', () => {
    expect(isTokenPresent('t')).toBe(true);
    expect(isTokenPresent('')).toBe(false);
    expect(isTokenPresent(null)).toBe(false);

    const withToken = startSession({ token: 'tok', user, profile, prefs });
    const empty = startSession({ token: '', user, profile, prefs });
    const absent = startSession({ prefs });

    expect(withToken.getSnapshot().value).toBe('loggedIn');
    expect(selectSession(withToken.getSnapshot()).isLoggedIn).toBe(true);
    expect(empty.getSnapshot().value).toBe('loggedOut');
    expect(selectSession(empty.getSnapshot()).isLoggedIn).toBe(false);
    expect(absent.getSnapshot().value).toBe('loggedOut');
  });

  it('shows at start what its first snapshot shows (the app draws it before the machine loads)', () => {
    const inputs: SessionInput[] = [
      { token: 'tok', user, profile, remember: true, prefs },
      { token: '', user, profile, prefs },
      { token: null, prefs },
      { prefs },
    ];
    for (const input of inputs) {
      expect(selectSessionAtStart(input)).toEqual(selectSession(startSession(input).getSnapshot()));
    }
    expect(selectSessionAtStart(inputs[0] as SessionInput)).toMatchObject({
      state: 'loggedIn',
      isLoggedIn: true,
    });
  });

  it('takes the session the login form produced and keeps the prefs', () => {
    const storeSession = vi.fn();
    const actor = startSession({ prefs }, { actions: { storeSession } });

    actor.send({ type: 'session.login', token: 'tok', user, profile });

    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(selectSession(actor.getSnapshot())).toMatchObject({ token: 'tok', user, profile });
    expect(selectSession(actor.getSnapshot()).prefs).toEqual({ darkMode: true, language: 'es' });
    expect(storeSession).toHaveBeenCalledWith(expect.anything(), {
      token: 'tok',
      user,
      profile,
      remember: false,
    });
  });

  it('keeps "save login" with the session and when it re-stores it (spec 4)', async () => {
    const storeSession = vi.fn();
    const actor = startSession(
      { prefs },
      {
        actions: { storeSession },
        actors: { loadSessionFromToken: fromPromise(async () => ({ user, profile })) },
      },
    );

    actor.send({ type: 'session.login', token: 'tok', user, profile, remember: true });
    expect(storeSession).toHaveBeenLastCalledWith(expect.anything(), {
      token: 'tok',
      user,
      profile,
      remember: true,
    });

    // A session loaded again (here by a token link) is stored where the saved one was.
    actor.send({ type: 'session.tokenLink', token: 'link-tok' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(storeSession).toHaveBeenLastCalledWith(expect.anything(), {
      token: 'link-tok',
      user,
      profile,
      remember: true,
    });
  });

  it('starts with the stored session\'s "save login"', () => {
    const actor = startSession({ token: 'tok', user, profile, remember: true, prefs });
    expect(actor.getSnapshot().context.remember).toBe(true);
    expect(startSession({ prefs }).getSnapshot().context.remember).toBe(false);
  });

  it('logs in from a ?token= link: loads the profile, stores it, goes to dashboard courses', async () => {
    const loadSessionFromToken = vi.fn(async (_input: { token: string }) => ({ user, profile }));
    const storeSession = vi.fn();
    const redirect = vi.fn();
    const actor = startSession(
      { prefs },
      {
        actors: { loadSessionFromToken: fromPromise(({ input }) => loadSessionFromToken(input)) },
        actions: { storeSession, redirect },
      },
    );

    actor.send({ type: 'session.tokenLink', token: 'link-tok' });
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isBusy: true, isLoggedIn: false });
    await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(loadSessionFromToken).toHaveBeenCalledWith({ token: 'link-tok', language: 'es' });
    expect(storeSession).toHaveBeenCalledWith(expect.anything(), {
      token: 'link-tok',
      user,
      profile,
      remember: false,
    });
    expect(redirect).toHaveBeenCalledWith(expect.anything(), { to: SESSION_TOKEN_LOGIN_TARGET });
    expect(SESSION_TOKEN_LOGIN_TARGET).toBe('/dashboard/courses');
    expect(selectSession(actor.getSnapshot()).prefs).toEqual(prefs);
  });

  it('ignores an empty link token and stays logged out when the link token is refused', async () => {
    const logError = vi.fn();
    const actor = startSession(
      { prefs },
      {
        actors: {
          loadSessionFromToken: fromPromise<
            { user: SessionUser; profile: SessionProfile },
            { token: string; language: Language }
          >(async () => {
            throw new Error('401');
          }),
        },
        actions: { logError },
      },
    );
    actor.send({ type: 'session.tokenLink', token: '' });
    expect(actor.getSnapshot().value).toBe('loggedOut');

    actor.send({ type: 'session.tokenLink', token: 'bad' });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(selectSession(actor.getSnapshot()).token).toBe('');
    expect(logError).toHaveBeenCalledOnce();
  });

  for (const outcome of ['succeeds', 'fails'] as const) {
    it(`logout POSTs, clears token and profile and goes to / when the call ${outcome}`, async () => {
      const logout = vi.fn(async (_input: { token: string }) => {
        if (outcome === 'fails') throw new Error('500');
      });
      const clearSession = vi.fn();
      const redirect = vi.fn();
      const actor = startSession(
        { token: 'tok', user, profile, prefs },
        {
          actors: { logout: fromPromise(({ input }) => logout(input)) },
          actions: { clearSession, redirect },
        },
      );

      actor.send({ type: 'session.logout' });
      // Still logged in while the call runs, but already known as the user's own logout.
      expect(selectSession(actor.getSnapshot())).toMatchObject({
        isLoggedIn: true,
        loggedOutByUser: true,
      });
      await waitFor(actor, (s) => s.matches('loggedOut'));

      expect(logout).toHaveBeenCalledWith({ token: 'tok' });
      expect(clearSession).toHaveBeenCalledOnce();
      // One navigation: Home, once.
      expect(redirect).toHaveBeenCalledOnce();
      expect(redirect).toHaveBeenCalledWith(expect.anything(), { to: SESSION_LOGOUT_TARGET });
      expect(SESSION_LOGOUT_TARGET).toBe('/');
      expect(selectSession(actor.getSnapshot())).toMatchObject({
        isLoggedIn: false,
        token: '',
        profile: null,
        prefs,
        loggedOutByUser: true,
      });
      expect(actor.getSnapshot().context.remember).toBe(false);

      // The next login is a fresh session, not one being left.
      actor.send({ type: 'session.login', token: 'tok2', user, profile });
      expect(selectSession(actor.getSnapshot()).loggedOutByUser).toBe(false);
    });
  }

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as SessionEvent;
    const events: SessionEvent[] = [
      { type: 'session.login', token: 'tok', user, profile },
      { type: 'session.tokenLink', token: 'link' },
      { type: 'session.logout' },
      internal({ type: 'xstate.done.actor.loadSessionFromToken', output: { user, profile } }),
      internal({ type: 'xstate.error.actor.loadSessionFromToken', error: '401' }),
      internal({ type: 'xstate.done.actor.logout' }),
    ];
    const reached = new Set<string>();
    for (const input of [{ prefs }, { prefs, token: 'tok', user, profile }]) {
      for (const path of getShortestPaths(sessionMachine, { input, events })) {
        const actor = startSession(input, {
          actors: {
            loadSessionFromToken: fromPromise(
              never<{ user: SessionUser; profile: SessionProfile }>,
            ),
            logout: fromPromise(never<void>),
          },
        });
        for (const step of path.steps.slice(1)) actor.send(step.event);

        expect(actor.getSnapshot().value).toEqual(path.state.value);
        for (const state of activeStatePaths(path.state.value)) reached.add(state);
        actor.stop();
      }
    }
    // `checking` is left at once; the recorder sees it as the source of the first microstep.
    expect([...reached, 'checking'].sort()).toEqual(allStatePaths(sessionMachine).sort());
  });
});
