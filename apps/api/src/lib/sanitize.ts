import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of the profile editor (spec 2.9 toolbar: heading, bold, italic, link, lists): only
 * those tags survive; links get safe schemes and rel=noopener.
 */
export function sanitizeRichText(html: string): string;
/** A PATCH's rich text: sanitized when sent, undefined (not sent) otherwise. */
export function sanitizeRichText(html: string | undefined): string | undefined;
export function sanitizeRichText(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  });
}
