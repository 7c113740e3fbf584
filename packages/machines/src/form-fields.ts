/**
 * Pieces every form machine writes the same way: a typed value clears that field's error, and a
 * failed call's error is handed to the `logError` action.
 */

/** The errors without the one of `field`: the user is correcting it. */
export function withoutError<E extends object>(errors: E, field: PropertyKey): E {
  const rest = { ...errors };
  delete rest[field as keyof E];
  return rest;
}

/** For forms that keep their fields under `values`: the new value, and its error cleared. */
export function withFieldValue<
  C extends { values: object; errors: object },
  K extends keyof C['values'],
>(context: C, field: K, value: C['values'][K]): Pick<C, 'values' | 'errors'> {
  return {
    values: { ...context.values, [field]: value },
    errors: withoutError(context.errors, field),
  };
}

/** For forms that keep their fields at the top of the context: the new value, its error cleared. */
export function withContextField<C extends { errors: object }>(
  context: C,
  field: keyof C & string,
  value: string,
): Partial<C> {
  return { [field]: value, errors: withoutError(context.errors, field) } as Partial<C>;
}

/** `form.submit`: on to `target` when the form is valid, else its errors are shown. */
export function submitWhenValid<T extends string>(target: T) {
  return [{ guard: 'isFormValid' as const, target }, { actions: 'showErrors' as const }];
}

/** The params of an action that reports an actor's error: `{ type: 'logError', params: errorParams }`. */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
