/** Query parameters that never travel to the next page (spec 2.1, Routing rules). */
const NOT_CARRIED = ['redirect', 'module'];

/**
 * When navigating from a page with query parameters to one without, the old query is carried
 * over, except `redirect` and `module`. Returns the search to use, or null to keep the target's.
 */
export function carriedSearch(previousSearch: string, nextSearch: string): string | null {
  if (nextSearch && nextSearch !== '?') return null;
  const params = new URLSearchParams(previousSearch);
  for (const key of NOT_CARRIED) params.delete(key);
  const carried = params.toString();
  return carried ? `?${carried}` : null;
}
