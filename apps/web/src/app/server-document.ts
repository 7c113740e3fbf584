import type { Language } from '@academy/contract/languages';
import { BOOT_SCRIPTS_OPEN, PAGE_ROOT_ID, ROUTER_DATA_ID } from '@academy/contract/server-render';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/** Where index.html keeps the static frame the client replaces, and the server fills. */
const ROOT_CONTENT = new RegExp(
  `(<div id="${PAGE_ROOT_ID}">)[\\s\\S]*?(</div>\\s*${BOOT_SCRIPTS_OPEN})`,
);
/** The title index.html has for the client shell; a drawn page has its own. */
const SHELL_TITLE = /<title>[^<]*<\/title>\s*/;
/**
 * What React writes before the page when the root is not a whole document: the elements it
 * hoists (a page's title, meta and link tags, and preloads of its first images).
 */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)*/;

/** JSON inside a `<script>` element: nothing in it can close the element or break the line. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The data the browser's router starts from instead of loading it again (main.tsx): each route's
 * loader data and errors, as react-router's own `StaticRouterProvider` writes them (an error
 * response keeps its status and data). As JSON the browser does not run, not as a script: the
 * page's policy then trusts, by their hashes, only the inline scripts every page shares
 * (index.html's), so a drawn page is stored and served as it is (apps/api lib/page-security.ts).
 */
export function hydrationScript(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors };
  return `<script type="application/json" id="${ROUTER_DATA_ID}">${scriptJson(data)}</script>`;
}

/**
 * The built index.html with a drawn page: its language and night style on <html> (no flash),
 * its head tags in place of the shell's title, its markup in place of the static frame, and its
 * data before the scripts.
 */
export function documentHtml(
  template: string,
  page: { language: Language; dark: boolean; markup: string; data: string },
): string {
  const head = page.markup.match(HOISTED)?.[0] ?? '';
  const body = page.markup.slice(head.length);
  if (!ROOT_CONTENT.test(template)) throw new Error('index.html has no #root before its scripts');
  return template
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${page.language}"${page.dark ? ' class="dark"' : ''}>`,
    )
    .replace(SHELL_TITLE, () => head)
    .replace(
      ROOT_CONTENT,
      (_, open: string, close: string) =>
        `${open}${body}${close.replace('<template', () => `${page.data}\n    <template`)}`,
    );
}
