import type { SessionData } from '@academy/machines';

/**
 * The session lives in sessionStorage (spec 4): it ends with the tab, and it is logged in
 * exactly when the token is non-empty.
 */
const KEY = 'session';

export function readSession(): Partial<SessionData> {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<SessionData>) : {};
  } catch {
    return {}; // unreadable or corrupted storage: start logged out rather than crash
  }
}

export function writeSession(session: SessionData) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the session stays in memory for this page.
  }
}

export function clearSession() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}

/** The token the API client sends; read per request so logout takes effect at once. */
export function currentToken(): string {
  return readSession().token ?? '';
}
