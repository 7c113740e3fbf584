import type { SessionData } from '@academy/machines';

/**
 * Where the session is kept (spec 4; ARCHITECTURE.md "Data kept in the browser"): a login saved
 * with "save login" (`remember`) in localStorage, so it survives closing the browser; any other
 * in sessionStorage, so it ends with the tab. Logged in exactly when the token is non-empty.
 */
const KEY = 'session';

/** A storage that may be missing or refuse access (private modes, disabled storage). */
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function readFrom(kind: 'local' | 'session'): Partial<SessionData> | null {
  try {
    const raw = storage(kind)?.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<SessionData>) : null;
  } catch {
    return null; // unreadable or corrupted: as if there were none
  }
}

/** The stored session: this tab's first, else a remembered one; `{}` when logged out. */
export function readSession(): Partial<SessionData> {
  return readFrom('session') ?? readFrom('local') ?? {};
}

/** Stores the session where its `remember` says, and removes any copy from the other storage. */
export function writeSession(session: SessionData) {
  const [target, other] = session.remember
    ? (['local', 'session'] as const)
    : (['session', 'local'] as const);
  try {
    storage(other)?.removeItem(KEY);
    storage(target)?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the session stays in memory for this page.
  }
}

/** Logout: no session left in either storage. */
export function clearSession() {
  for (const kind of ['local', 'session'] as const) {
    try {
      storage(kind)?.removeItem(KEY);
    } catch {}
  }
}

/** The token the API client sends; read per request so that logout takes effect at once. */
export function currentToken(): string {
  return readSession().token ?? '';
}
