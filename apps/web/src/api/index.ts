/**
 * THE DATA RULE of apps/web (CONTRIBUTING.md repeats it):
 *
 * 1. Every request goes through a module of `src/api`. Each call parses its answer with the
 *    contract's zod schema (`fooSchema.parse(await api.get(…).json())`), and the types pages use
 *    are `z.infer` of those schemas, never a `.json<T>()` generic. `src/api` imports nothing from
 *    `app/`: the token comes through `setTokenSource`.
 * 2. A page's FIRST data comes from its route `loader`, exported by the page module next to `Page`
 *    (routes/router.tsx wires both): what the first paint needs is awaited, the rest is returned as an
 *    un-awaited promise and drawn with `<Suspense>` + `<Await>` and the block's skeleton. The page
 *    reads it with `useLoaderData<typeof loader>()`. Loaders are plain functions of the URL, so
 *    the server can run the same ones (public pages rendered on the server later).
 * 3. What changes after the first data (filters, load more, submit, polling, login) is a FLOW: an
 *    XState machine of packages/machines whose actors call `src/api`; its input may take the
 *    loader's data (`initial`).
 * 4. No `useEffect` fetch, and no `ky`/`fetch` outside `src/api`.
 *
 * Modules of `src/api` are imported by the page chunks that use them (and lazily by the shell),
 * so zod stays out of the entry chunk.
 */
export { setTokenSource } from './client';
