/** Query parameters that never travel to the next page (spec 2.1, Routing rules). */
const NOT_CARRIED = ['redirect', 'module'];

/** A path of the back office, whose queries are a list's filters (issue 26). */
const BACK_OFFICE = /^\/[a-z]{2}\/admin(\/|$)/;

/**
 * When navigating from a page with query parameters to one without, the old query is carried
 * over, except `redirect` and `module`. Returns the search to use, or null to keep the target's.
 * Not to or from the back office: one list's filters (`?status=paid`) are not another's.
 */
export function carriedSearch(
  previousSearch: string,
  nextSearch: string,
  paths: readonly [previous: string, next: string] = ['', ''],
): string | null {
  if ((nextSearch && nextSearch !== '?') || paths.some((path) => BACK_OFFICE.test(path))) {
    return null;
  }
  const params = new URLSearchParams(previousSearch);
  for (const key of NOT_CARRIED) params.delete(key);
  const carried = params.toString();
  return carried ? `?${carried}` : null;
}
