import DOMPurify from 'dompurify';

/** Basic formatting only: no images, media, forms, tables, scripts or inline styles. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
];
const ALLOWED_ATTR: readonly string[] = ['href', 'target', 'rel'];
/** Links may leave for the web, a mail or a phone call; nothing else (no javascript:, data:). */
const SAFE_URL = /^(?:https:|mailto:|tel:)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A private DOMPurify instance, so its link hook never touches anyone else's sanitizing. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Belt and braces: whatever the DOM implementation, no attribute outside the list survives.
    for (const { name } of [...node.attributes]) {
      if (!ALLOWED_ATTR.includes(name)) node.removeAttribute(name);
    }
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Server HTML (FAQ answers, articles, promotions) reduced to basic formatting and safe links, so
 * that it can be rendered with `dangerouslySetInnerHTML`. Same input, same output.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: SAFE_URL,
    // Not URLs: without this the URL rule above would drop `target="_blank"`.
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
