/**
 * What rich text may hold, for the server that sanitizes it when stored (sanitize-html) and the
 * browser that sanitizes it again when shown (DOMPurify): the editor's own output (headings 2-3,
 * bold, italic, links, lists) plus the formatting the seeded articles use. No images, media,
 * forms, tables, scripts, styles or h1 (the page has its own).
 */
export const RICH_TEXT_TAGS = [
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
  'h2',
  'h3',
  'h4',
  'blockquote',
] as const;

/** The only attributes that survive, all on links. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** Links may leave for the web, a mail or a phone call; nothing else (no javascript:, data:). */
export const RICH_TEXT_LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;

/** The same schemes as a test of an href. */
export const SAFE_LINK = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');
