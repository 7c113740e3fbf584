/**
 * A content load that never fails (spec 8: content failures are only logged and show an empty or
 * placeholder result): `failed` instead of the error. Loaders wrap in it what they return
 * without awaiting, so that no rejection goes unhandled before the page shows it.
 */
export function orOnFailure<T, F = T>(what: string, load: Promise<T>, failed: F): Promise<T | F> {
  return load.catch((error: unknown) => {
    console.warn(what, error);
    return failed;
  });
}
