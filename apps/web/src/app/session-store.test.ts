import type { SessionData } from '@academy/machines';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, currentToken, readSession, writeSession } from './session-store';

const session: SessionData = {
  token: 'tok',
  user: { id: 1, username: 'ana@example.com' },
  profile: { id: 10, name: 'Ana' },
};

describe('session store (spec 4, "save login")', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a saved login in local storage, so it survives closing the browser', () => {
    writeSession({ ...session, remember: true });
    expect(JSON.parse(localStorage.getItem('session') ?? '{}')).toMatchObject({ token: 'tok' });
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(readSession()).toEqual({ ...session, remember: true });
  });

  it('keeps an unsaved login in session storage only (it ends with the tab)', () => {
    writeSession(session);
    expect(JSON.parse(sessionStorage.getItem('session') ?? '{}')).toMatchObject({ token: 'tok' });
    expect(localStorage.getItem('session')).toBeNull();
    expect(currentToken()).toBe('tok');
  });

  it('reads a remembered session in a new tab (empty session storage)', () => {
    localStorage.setItem('session', JSON.stringify({ ...session, remember: true }));
    expect(currentToken()).toBe('tok');
  });

  it('moves a session between the storages when it is stored again the other way', () => {
    writeSession({ ...session, remember: true });
    writeSession({ ...session, token: 'tok2', remember: false });
    expect(localStorage.getItem('session')).toBeNull();
    expect(currentToken()).toBe('tok2');
  });

  it('clears both storages at logout', () => {
    localStorage.setItem('session', JSON.stringify(session));
    sessionStorage.setItem('session', JSON.stringify(session));
    clearSession();
    expect(localStorage.getItem('session')).toBeNull();
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(readSession()).toEqual({});
    expect(currentToken()).toBe('');
  });

  it('starts logged out on a corrupted entry', () => {
    sessionStorage.setItem('session', '{not json');
    expect(readSession()).toEqual({});
  });
});
