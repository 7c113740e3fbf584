import { AsyncLocalStorage } from 'node:async_hooks';
import { isLanguage, type Language } from '@academy/contract/languages';
import type {
  ServerRender,
  ServerRenderOptions,
  ServerRenderResult,
} from '@academy/contract/server-render';
import { setSanitizerWindow } from '@academy/ui';
import { Window } from 'happy-dom';
import type { i18n as I18n } from 'i18next';
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { setServerFetch } from './api/client';
import type { VisitorPreferences } from './app/preferences';
import { documentHtml, hydrationScript } from './app/server-document';
import { setServerOrigin } from './app/site-origin';
import { createServerI18nFor } from './i18n/load';
import { type PageHandle, routes } from './routes/router';

/**
 * The server's side of the public pages (issue 14): the same routes, loaders and components as
 * the browser's, drawn with React's streaming renderer once their data has loaded, into the
 * built index.html, with the data the browser hydrates from (main.tsx). The API's server loads
 * this file from the build (apps/api/src/server-pages.ts).
 */

/**
 * The render under way: its API (each request's own, so its headers, the country, go with it)
 * and its origin (for canonical URLs).
 */
const current = new AsyncLocalStorage<{
  fetchApi: ServerRenderOptions['fetchApi'];
  origin: string;
}>();
setServerFetch((input, init) => {
  const render = current.getStore();
  if (!render) return Promise.reject(new Error('An API call outside a server render'));
  return render.fetchApi(new Request(input, init));
});
setServerOrigin(() => {
  const render = current.getStore();
  if (!render) throw new Error('A URL outside a server render');
  return render.origin;
});

// Stored rich text is sanitized as in the browser (same DOMPurify rule), over a DOM of its own.
setSanitizerWindow(new Window() as unknown as Parameters<typeof setSanitizerWindow>[0]);

const handler = createStaticHandler(routes);

/** One instance per language, made at its first page and shared after (renders only read it). */
const i18nByLanguage = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  let i18n = i18nByLanguage.get(language);
  if (!i18n) {
    i18n = createServerI18nFor(language);
    i18nByLanguage.set(language, i18n);
  }
  return i18n;
}

/** Whether the server draws this path: a page declared `drawn` (contract pages.ts) under a language. */
function drawnByServer(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  return Boolean(leaf?.serverRendered);
}

/**
 * A loader's data may hold promises (parts below the fold, the footer), which the browser draws
 * as they come. The server waits for them: its page is whole, and the data it hands over is
 * plain JSON, which `<Await>` draws at once.
 */
async function settle(loaderData: Record<string, unknown>): Promise<void> {
  await Promise.all(
    Object.values(loaderData).map(async (data) => {
      if (!data || typeof data !== 'object') return;
      const record = data as Record<string, unknown>;
      await Promise.all(
        Object.entries(record).map(async ([key, value]) => {
          if (value instanceof Promise) record[key] = await value;
        }),
      );
    }),
  );
}

export const render: ServerRender = async (request, options): Promise<ServerRenderResult> => {
  const { pathname, origin } = new URL(request.url);
  const language = pathname.split('/')[1];
  if (!isLanguage(language) || !drawnByServer(pathname)) return { kind: 'client' };

  return current.run({ fetchApi: options.fetchApi, origin }, async () => {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('Location') ?? '/',
      };
    }
    await settle(context.loaderData);
    const router = createStaticRouter(handler.dataRoutes, context);
    const stream = await renderToReadableStream(
      <I18nextProvider i18n={await i18nFor(language)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>,
      {
        // Every part in place in the one answer: React would otherwise send a large part apart,
        // after a placeholder copy of it, with a script to swap them (more bytes and scripts, and
        // twice the part for a reader without scripts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          console.error('server render', error);
        },
      },
    );
    await stream.allReady;
    const markup = await new Response(stream).text();
    const { preferences } = context.loaderData.language as { preferences: VisitorPreferences };
    return {
      kind: 'page',
      status: context.statusCode,
      html: documentHtml(options.template, {
        language,
        dark: preferences.dark,
        markup,
        data: hydrationScript(context),
      }),
    };
  });
};
