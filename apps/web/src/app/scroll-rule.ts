/**
 * Where a navigation leaves the page's scroll (issue 22, reading spec 2.1's "scroll goes to the
 * top on navigation ... back navigation restores the position"): the layout's <ScrollRestoration />
 * keys positions by history entry, so a new page (PUSH or REPLACE to a new path, protected or not)
 * starts at the top, a `#hash` target scrolls to its element, and only back/forward (POP) restores.
 * A page that writes its own state into the URL (filters, a category, a query carried over) is
 * not a new page and keeps the reader where they were: its navigation passes these options.
 */
export const KEEP_SCROLL = { preventScrollReset: true } as const;

/**
 * <ScrollRestoration getKey>: one saved position per history entry (react-router's default, kept
 * explicit). A new entry has no position yet and starts at the top; a path as key instead would
 * restore an old position on a link to a page seen before.
 */
export const scrollKey = (location: { key: string }) => location.key;
