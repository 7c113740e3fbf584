import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_LINK } from '@academy/contract/rich-text';
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR: readonly string[] = RICH_TEXT_LINK_ATTRIBUTES;

let purifier: ReturnType<typeof DOMPurify> | null = null;
/** The DOM DOMPurify parses with: the page's, or one a server render gives (setSanitizerWindow). */
let dom: Parameters<typeof DOMPurify>[0] | null = null;

/**
 * Where there is no page (an app's server render), the DOM implementation to sanitize with
 * (a happy-dom or jsdom window); call it before the first render.
 */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]) {
  dom = window;
  purifier = null;
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
