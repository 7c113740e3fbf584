import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_LINK } from '@academy/contract/rich-text';
import DOMPurify from 'dompurify';
import { fixNodeGetters } from './happy-dom-node-getters';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR: readonly string[] = RICH_TEXT_LINK_ATTRIBUTES;

let purifier: ReturnType<typeof DOMPurify> | null = null;
/** The DOM DOMPurify parses with: the page's, or one a server render gives (setSanitizerWindow). */
let dom: Parameters<typeof DOMPurify>[0] | null = null;

/** A server window's DOM: DOMPurify may miss a node there (see `sanitizeHtml`), so it repeats. */
let repeatUntilStable = false;
const MAX_PASSES = 50;

/** What a sanitizer must make of this to be trusted: the heading kept, the script dropped. */
const PROBE = [
  '<h2>A</h2><iframe></iframe><script>b()</script><p onclick="c()">d</p>',
  '<h2>A</h2><p>d</p>',
];

/**
 * Where there is no page (an app's server render), the happy-dom window to sanitize with; call it
 * before the first render. Its node getters are mended for DOMPurify, and a probe proves the
 * result (throws otherwise), so a server page never drops a heading or keeps a script that the
 * browser would not.
 */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]) {
  fixNodeGetters((window as unknown as { Node: { prototype: Node } }).Node);
  dom = window;
  purifier = null;
  repeatUntilStable = true;
  const [input, expected] = PROBE;
  const probed = sanitizeHtml(input);
  if (probed !== expected) throw new Error(`This DOM cannot sanitize rich text: ${probed}`);
}

/** A private DOMPurify instance, so its link hook never touches anyone else's sanitizing. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(dom ?? window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Belt and braces: whatever the DOM implementation, no attribute outside the list survives.
    for (const { name } of [...node.attributes]) {
      if (!ALLOWED_ATTR.includes(name)) node.removeAttribute(name);
    }
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_LINK.test(href.trim())) node.removeAttribute('href');
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Server HTML (FAQ answers, articles, promotions, a specialist's texts) reduced to the contract's
 * rich text (`@academy/contract/rich-text`, the server's rule when it stores them) and safe links,
 * so that it can be rendered with `dangerouslySetInnerHTML`. Same input, same output.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let safe = sanitizeOnce(html);
  if (!repeatUntilStable) return safe;
  // happy-dom's NodeIterator skips the node after a removed one; a pass that removes nothing
  // visits every node, so the first unchanged pass is as clean as a browser's single one. Each
  // other pass removes a node, so few are needed; HTML that never settles is dropped.
  for (let pass = 0, previous = html; safe !== previous; pass++) {
    if (pass === MAX_PASSES) return '';
    previous = safe;
    safe = sanitizeOnce(safe);
  }
  return safe;
}

function sanitizeOnce(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    // Not URLs: without this the URL rule above would drop `target="_blank"`.
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
