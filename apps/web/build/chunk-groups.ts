import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isFirstScreenIcon, LUCIDE_ICON } from './first-screen-icons.ts';
import { iconsDrawnOnlyIn } from './icons-drawn-only-in.ts';
import { SHELL_PARTS, SHELL_RULES } from './shell-modules.ts';

/**
 * The browser build's chunk groups (vite.config.ts): which modules share a file, so that a page
 * loads what it runs and Home's first load carries only what its first screen needs.
 */

const WEB_ROOT = resolve(import.meta.dirname, '..');

/**
 * The libraries every page runs before anything shows. Not XState: the shell's machines load after
 * the first render (apps/web/src/app/deferred-actor.ts), so it rides with the flows (`flows`).
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)[\\/]/;

/** XState, its React binding and the store shim that binding stands on. */
const XSTATE_LIBRARY = /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;
const OUR_SOURCE = /[\\/](apps|packages)[\\/][\w-]+[\\/]src[\\/][^?]*\.tsx?$/;
/** An import of more than XState's types. */
const IMPORTS_XSTATE = /^import (?!type )[^;]*from '(xstate|@xstate\/react)'/m;
/**
 * XState, and a module of ours that runs it (a machine, a flow's view or hook), told by its
 * imports as `declaresSchemas` does.
 */
const runsXstate = (id: string) =>
  XSTATE_LIBRARY.test(id) ||
  (OUR_SOURCE.test(id) &&
    !id.includes('node_modules') &&
    IMPORTS_XSTATE.test(readFileSync(id, 'utf8')));

const CONTRACT_MODULE = /packages[\\/]contract[\\/]src[\\/](?!index\.ts)[^\\/]+\.ts$/;
/**
 * The contract's modules that declare zod schemas, told by their imports, so that a new one can
 * never bring zod into the shell's data path (the others are plain rules and constants).
 */
const declaresSchemas = (id: string) =>
  CONTRACT_MODULE.test(id) && /from 'zod'/.test(readFileSync(id, 'utf8'));

/**
 * src/api's calls (not its client, which the entry holds, nor the pure course-card mapping, nor
 * the back office's calls: with their schemas they load with the back office's pages only).
 */
const PAGE_DATA_MODULES =
  /apps[\\/]web[\\/]src[\\/]api[\\/](?!client|index|course-card|admin-)[^\\/]+\.tsx?$/;

/**
 * The pages' data path: the API calls, zod and the contract's schemas they parse answers with.
 * Only pages' loaders and flows need them (the entry imports no schema), so they form one file
 * of their own instead of joining `shared`, which the entry loads, or a few tiny files.
 */
const isPageData = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) || declaresSchemas(id) || PAGE_DATA_MODULES.test(id);
/**
 * The shop's calls (products, orders, cashback, the server cart): only logged-in users need them
 * (the shop pages, the dashboard's cashback, the cart once it checks stock or syncs), so they
 * load apart from the page data Home loads. The schemas they parse with stay in `page-data`.
 */
const isShopData = (id: string) => /apps[\\/]web[\\/]src[\\/]api[\\/](shop|cart)\.ts$/.test(id);

/**
 * The shop's rules (a user's prices, the listing): the shop pages and a shop user's Home offers
 * load them, never a visitor's Home. Kept in a file of their own, or enough shop pages sharing
 * them would put them into `shared`, which every page loads.
 */
const isShopRules = (id: string) => /machines[\\/]src[\\/]shop-listing[\\/]/.test(id);

/**
 * The forms' countries (their list, names and order): a file of their own, loaded by the forms
 * that ask for a country (registration, checkout, contact), not by the shell Home loads.
 */
const COUNTRY_NAMES = /packages[\\/]contract[\\/]src[\\/]countries\.ts$/;
/**
 * A specialist's calendar (issue 28): its contract schemas and endpoints, and the calls of the
 * pages that book or set hours (expert page, the visitor's links, the dashboard's hours). Apart
 * from `page-data`, which every page with data loads, so that only these pages pay for it.
 */
const CALENDAR_DATA =
  /packages[\\/]contract[\\/]src[\\/](endpoints[\\/])?calendar\.ts$|apps[\\/]web[\\/]src[\\/]api[\\/](availability|expert-calendar|visit-links)\.ts$/;
/** The kit's hook that adds a page's own texts (page-texts/): those pages' views load it. */
const PAGE_TEXTS = /packages[\\/]ui[\\/]src[\\/]i18n[\\/]page-texts[\\/]page-translation\.ts$/;

/**
 * A group of only the modules `test` matches: what they import (React, zod, the client…) stays
 * where it is, so two groups never import each other through a shared copy.
 */
const only = (name: string, test: RegExp | ((id: string) => boolean), priority: number) => ({
  name,
  test,
  priority,
  includeDependenciesRecursively: false,
});

/**
 * What the shell runs of the data path: the API client and the contract's zod-free rules it
 * checks (SHELL_RULES). Apart from the page data that imports them, so that the entry does not
 * load that.
 */
const isShellData = (id: string) =>
  /apps[\\/]web[\\/]src[\\/]api[\\/](client|index)\.ts$/.test(id) ||
  (isZodFreeRule(id) && SHELL_RULES.test(id));

const isZodFreeRule = (id: string) =>
  CONTRACT_MODULE.test(id) && !declaresSchemas(id) && !COUNTRY_NAMES.test(id);
/** The other zod-free rules: the pages' own (see SHELL_RULES). */
const isPageRule = (id: string) => isZodFreeRule(id) && !SHELL_RULES.test(id);

/**
 * ky, the HTTP library under the API client: the client imports it at its first call (a visitor's
 * Home calls nothing during its first load), and the page data's error checks with it.
 */
const KY = /node_modules[\\/]ky[\\/]/;

/**
 * The sanitizer (DOMPurify, 11 KB gzip) and every kit part that draws stored HTML: only the pages
 * that show rich text load them, not Home. A module that imports `RichText` and is shared by many
 * pages belongs here too, or `shared` would import this group and this group `shared`
 * (build/no-chunk-cycles.ts fails the build then).
 */
const RICH_TEXT =
  /node_modules[\\/]dompurify[\\/]|ui[\\/]src[\\/](lib[\\/]sanitize-html|components[\\/]rich-text[\\/]rich-text|blocks[\\/]article-body[\\/]article-body)\.tsx?$/;

/**
 * Radix Select and the kit's select: the catalogue's sorting, the filters and the forms choose
 * with it; Home's first screen does not (shared by five pages, it would join `shared`).
 */
const SELECT =
  /node_modules[\\/]@radix-ui[\\/]react-select[\\/]|ui[\\/]src[\\/]components[\\/]select[\\/]/;

/**
 * The floating parts' positioning (Radix Popper, its arrow and floating-ui): selects, tooltips,
 * popovers and menus place themselves with it; Home's first screen has none (its header draws the
 * locked shop's reason and the language list itself), so it stays out of `shared`.
 */
const POPPER = /node_modules[\\/](@radix-ui[\\/]react-(popper|arrow)|@floating-ui[\\/][\w-]+)[\\/]/;

/**
 * What modal layers stand on (Radix Dialog, its dismissable layer, focus scope and guards, portal,
 * the scroll lock with its helpers, and the kit's dialog): dialogs, sheets, selects and menus open
 * with it; Home's first screen opens none (the header's sheet loads at the burger's first press).
 */
const OVERLAY =
  /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es)[\\/]|ui[\\/]src[\\/]components[\\/]dialog[\\/]/;

/**
 * The sign-in and registration rules (email, password, the server's refusals of a field) that the
 * login, registration, password, certificate and calendar forms check: shared by five pages or
 * more, they would join `shared`, which Home loads; Home's first screen checks none.
 */
const FORM_RULES =
  /machines[\\/]src[\\/](login[\\/]login\.validation|registration[\\/]registration\.validation|field-refusal)\.ts$/;

/**
 * The kit's parts of the inner pages (the alert, input and label, the article card, the empty
 * state, the breadcrumbs, the dates' format, the flows' message hook): many pages draw them,
 * Home's first screen none, so they stay out of `shared`.
 */
const PAGE_PARTS =
  /ui[\\/]src[\\/](lib[\\/]format-date|blocks[\\/](article-card|empty-state|breadcrumbs)[\\/]|components[\\/](alert|input|label)[\\/]|flows[\\/]use-flow-message)|node_modules[\\/]@radix-ui[\\/]react-label[\\/]/;

/**
 * What the Radix parts stand on besides React (size, visually hidden, number clamp, collection,
 * presence, context, state and event helpers, tslib of the scroll lock): the other groups share
 * them; Home loads none (its tabs are the kit's), so they stay out of `shared`.
 */
const RADIX_HELPERS =
  /node_modules[\\/](@radix-ui[\\/](react-(use-size|visually-hidden|collection|presence|context|use-controllable-state)|number|primitive)|tslib)[\\/]/;

/** Radix Accordion and Collapsible and the kit's accordion. */
const ACCORDION =
  /node_modules[\\/]@radix-ui[\\/]react-(accordion|collapsible)[\\/]|ui[\\/]src[\\/]components[\\/]accordion[\\/]/;

/**
 * The kit's form parts (fields, password, checkbox, radio, phone) and their Radix primitives (with
 * the radio's roving focus, and Tabs: the back office's forms): the login, registration, contact,
 * checkout and dashboard forms use them; Home's first screen draws none (its form loads near).
 */
const FORMS =
  /node_modules[\\/]@radix-ui[\\/]react-(checkbox|radio-group|roving-focus|tabs)[\\/]|ui[\\/]src[\\/](components[\\/](password-input|password-strength|checkbox|radio-group|form-fields|field|phone-input|textarea)[\\/]|flows[\\/]use-text-field-binding|hooks[\\/]use-focus-first-invalid)/;

/**
 * The back office's kit views, their table library, its confirm machine (staffAction), its calls and
 * their schemas, and its pages' own helpers in routes/admin (issue 26): only its pages load them, so they never join `shared`, which every page
 * loads (shared by its pages they would, and, as the views use the form parts, make `shared` and
 * `forms` import each other); the build splits them among the back office's pages.
 */
const BACK_OFFICE =
  /ui[\\/]src[\\/]back-office[\\/]|node_modules[\\/](@tanstack|@dnd-kit|tus-js-client)[\\/]|contract[\\/]src[\\/](back-office[\\/]|endpoints[\\/]back-office-)|web[\\/]src[\\/]api[\\/]admin-|machines[\\/]src[\\/](staff-action|image-upload|video-upload)[\\/]|web[\\/]src[\\/]routes[\\/]admin[\\/]/;

/**
 * The rich-text editor (Tiptap, ProseMirror and the kit's editor): the specialist's page editor
 * and the back office's forms write with it; no public page does. Shared by more than five pages
 * it would join `shared`, which Home loads. Without its dependencies (React, cn…), as rich-text.
 */
const RICH_TEXT_EDITOR =
  /node_modules[\\/](@tiptap|prosemirror-[\w-]+|linkifyjs|rope-sequence|orderedmap|w3c-keyname|fast-equals)[\\/]|ui[\\/]src[\\/]components[\\/]rich-text-editor[\\/]/;

/** What the bundler tells a group's `name` function of the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[] } | null;
}

const BACK_OFFICE_ICONS = iconsDrawnOnlyIn(WEB_ROOT, /[\\/](back-office|routes[\\/]admin)[\\/]/);
const EDITOR_ICONS = iconsDrawnOnlyIn(WEB_ROOT, /[\\/]components[\\/]rich-text-editor[\\/]/);
/** The editor's modules and the icons only its toolbar draws. */
const inRichTextEditor = (id: string) =>
  RICH_TEXT_EDITOR.test(id) || EDITOR_ICONS.has(LUCIDE_ICON.exec(id)?.[1] ?? '');

/**
 * Whether only the back office reaches a module (through the modules that import it): an icon its
 * tables draw (sort arrows, search), or a library its chart pulls in. Such a module must not join a
 * group every page loads ('icons', 'framework', 'shared'), which it would as soon as five back-office
 * pages share it; Home's JavaScript would grow with the back office.
 */
function onlyBackOffice(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (BACK_OFFICE.test(id)) return true;
  const icon = LUCIDE_ICON.exec(id)?.[1];
  if (icon) return BACK_OFFICE_ICONS.has(icon);
  if (seen.has(id)) return true;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  return importers.length > 0 && importers.every((importer) => onlyBackOffice(importer, ctx, seen));
}

/** A group's name for the modules some public or member page reaches; the back office's stay out. */
const unlessBackOffice = (name: string) => (id: string, ctx: ChunkingContext) =>
  onlyBackOffice(id, ctx) ? null : name;

/** The groups, by priority where a module matches several. */
export const CHUNK_GROUPS = [
  // What every page runs: one long-cached file instead of a dozen small ones.
  { name: unlessBackOffice('framework'), test: FRAMEWORK, priority: 20 },
  // XState and the flow code five pages or more share: the pages with a flow load it, and it
  // never joins `shared` (same priority, listed first), which Home loads; a module of `shared`
  // that ran XState would put it back into Home's first load.
  {
    name: (id: string, ctx: ChunkingContext) =>
      runsXstate(id) ? unlessBackOffice('flows')(id, ctx) : null,
    minShareCount: 5,
    priority: 5,
    includeDependenciesRecursively: false,
  },
  // Its toolbar's icons with it, before 'icons' takes them (the editor is on many pages).
  only('rich-text-editor', inRichTextEditor, 11),
  // Icons are tiny modules: Home's (every page loads them with the shell) in one file, and the
  // other pages' of four pages or more in another, rather than one request each; the others ride
  // with the pages that draw them, not with Home.
  { name: unlessBackOffice('icons'), test: isFirstScreenIcon, priority: 10 },
  { name: unlessBackOffice('page-icons'), test: LUCIDE_ICON, priority: 10, minShareCount: 4 },
  // The pages' data path (API calls, zod, schemas): loaded with a page, not by the entry.
  { name: 'page-data', test: isPageData, priority: 15 },
  only('shop-data', isShopData, 17),
  { name: 'shell-data', test: isShellData, priority: 16 },
  only('page-rules', isPageRule, 16),
  only('ky', KY, 16),
  only('rich-text', RICH_TEXT, 6),
  only('shop-rules', isShopRules, 6),
  // The accordion (Radix Accordion and Collapsible): the course pages, the product page and
  // the FAQ fold their parts; Home does not.
  only('accordion', ACCORDION, 6),
  only('forms', FORMS, 6),
  only('select', SELECT, 6),
  only('popper', POPPER, 6),
  only('overlay', OVERLAY, 6),
  // The hook of the texts that travel with their pages' views (the course page's, the
  // visit booking's): shared by five pages or more, but not by Home.
  only('page-texts', PAGE_TEXTS, 6),
  only('form-rules', FORM_RULES, 6),
  only('page-parts', PAGE_PARTS, 6),
  only('radix-helpers', RADIX_HELPERS, 6),

  // Above page-data: the contract's calendar schemas import it (a zone by country),
  // and the pages that only name countries (About's form) must not load page-data.
  only('countries', COUNTRY_NAMES, 18),
  only('calendar-data', CALENDAR_DATA, 19),
  only('shell-parts', SHELL_PARTS, 5),
  {
    name: unlessBackOffice('shared'),
    minShareCount: 5,
    priority: 5,
  },
];
