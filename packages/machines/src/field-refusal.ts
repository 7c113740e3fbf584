/**
 * How an app's call rejects when the server answered a declared 400 with field errors
 * (`{ field: [messages] }`): the machine shows its own translated key at the refused field,
 * never the server's words, and never a general "something went wrong".
 */
export interface FieldRefusal {
  fieldErrors: Readonly<Record<string, readonly string[]>>;
}

export function isFieldRefusal(error: unknown): error is FieldRefusal {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return false;
  const { fieldErrors } = error;
  return typeof fieldErrors === 'object' && fieldErrors !== null;
}

/** Whether the call's error is the server refusing `field` (its name on the wire). */
export function refusesField(error: unknown, field: string): boolean {
  return isFieldRefusal(error) && (error.fieldErrors[field]?.length ?? 0) > 0;
}

/** An `onError` guard's params: `{ type: 'refusesField', params: refusedField('image') }`. */
export const refusedField =
  (field: string) =>
  ({ event }: { event: { error: unknown } }) => ({ error: event.error, field });

/** The guard itself, for a machine's `guards`: `refusesField: refusesFieldGuard`. */
export const refusesFieldGuard = (_: unknown, params: { error: unknown; field: string }) =>
  refusesField(params.error, params.field);
