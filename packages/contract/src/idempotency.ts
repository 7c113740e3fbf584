/**
 * Designed: a write the client may send twice (a double click, a second tab, a retry after a
 * lost answer) carries this header: the same key gives the same answer and never a second
 * order or charge. Orders, course purchases and payments take it.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key the client makes for one submit (a UUID fits): letters, digits, `-` and `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
