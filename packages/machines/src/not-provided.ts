import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The default of an actor the app must supply with `machine.provide({ actors })`: it rejects
 * with `<name> not provided`, so a missing wiring fails loudly instead of quietly succeeding.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}
