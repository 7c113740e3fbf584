import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a MAIB e-commerce notification (maib ecomm API v1, "Notifications on Callback
 * Url"): the values of its `result` object sorted by key (recursively), joined with ':', the
 * project's Signature Key appended as the last value, hashed with SHA-256 and written in base64:
 * `Base64(sha256(Implode(Sort(Params) + SignatureKey, ':')))`.
 *
 * The bank's reference code is PHP (`ksort(SORT_STRING)`, `(string)$value`): keys compare byte by
 * byte, and values are written as PHP writes them (null and false as '', true as '1', numbers in
 * their shortest form, as JSON.parse gives them to JavaScript: 10.25 → "10.25", 10.0 → "10").
 */
export function maibSignature(result: Record<string, unknown>, signatureKey: string): string {
  return createHash('sha256')
    .update([...sortedValues(result), signatureKey].join(':'))
    .digest('base64');
}

/** True when `signature` is the one of `result` under this key (compared in constant time). */
export function isMaibSignature(
  result: Record<string, unknown>,
  signature: string,
  signatureKey: string,
): boolean {
  const expected = Buffer.from(maibSignature(result, signatureKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

function sortedValues(object: object): string[] {
  return Object.entries(object)
    .sort(byKey)
    .map(([, value]) =>
      value !== null && typeof value === 'object'
        ? sortedValues(value).join(':')
        : phpString(value),
    );
}

function phpString(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  return String(value);
}
