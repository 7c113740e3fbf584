/**
 * THE DATA RULE of apps/web (CONTRIBUTING.md repeats it):
 *
 * 1. Every request goes through `src/api/call.ts`, as `call(xEndpoints.name, input)` (or
 *    `callForOutcome` where a refusal is an answer) on the endpoint's one declaration in
 *    `@academy/contract/endpoints`: the path, input types and answer schema come from there and
 *    are never written again; the types pages use are the schemas' (`z.infer`). A page makes its
 *    own calls in its module; calls several pages share are named in `src/api/<area>.ts`.
 *    `src/api` imports nothing from `app/`: the token comes through `setTokenSource` (set once,
 *    in app/session-provider.tsx).
 * 2. A page's FIRST data comes from its route `loader`, exported by the page module next to
 *    `Page` (routes/router.tsx wires both; the page reads `useLoaderData<typeof loader>()`).
 *    What the first paint needs is awaited; a missing item calls `missingRecord(…)` (the server's
 *    404, the browser's redirect). Data below the
 *    fold, or not needed for the first paint, is returned as an un-awaited promise made fail-safe
 *    with `orOnFailure` (app/content-load.ts, spec 8) and drawn with `<Deferred>` (Suspense +
 *    Await, app/deferred.tsx) and the block's skeleton as fallback; `WhenNear` may still defer
 *    the DOM. Loaders are plain functions of the URL (`languageOf(args)` for the language), so
 *    the server can run the same ones. A page's data loads again only when its path changes.
 *    The `/:lang` layout's loader gives the footer's data.
 * 3. What changes after the first data (filters, load more, submit, polling, login) is a FLOW:
 *    an XState machine of packages/machines whose actors call `src/api`; its input may take the
 *    loader's data (the blog's pagedListMachine takes page 1 as `initial`).
 *    The catalogue's loader gives what it shows without a category (the URL's hash, which no
 *    server sees, names one); its flow starts from that and applies the hash after (`hash.apply`).
 * 4. No `useEffect` fetch, and no `ky`/`fetch` outside `src/api`. Links and paths come from
 *    app/paths.ts (`usePaths()`, `pathsFor(language)`), never from `/${language}/…` by hand.
 *
 * The api modules are imported by the page chunks that use them, lazily by the shell
 * (`import('../api/shell')`), so zod and the schemas stay out of the entry chunk (vite.config.ts),
 * and lazily by the pages the server draws (`import('../../api/drawn-pages')`), which hydrate
 * from their loaders' data and so call nothing before a reader acts or moves on.
 */
export { setTokenSource } from './client';
