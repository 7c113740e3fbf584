import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { LANGUAGES } from '@academy/contract/languages';
import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@academy/contract/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of the profile editor (spec 2.9 toolbar: heading, bold, italic, link, lists): only the
 * contract's rich-text tags survive (the browser applies the same rule when it shows them); links
 * get safe schemes and rel=noopener.
 */
export function sanitizeRichText(html: string): string;
/** A PATCH's rich text: sanitized when sent, undefined (not sent) otherwise. */
export function sanitizeRichText(html: string | undefined): string | undefined;
export function sanitizeRichText(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  });
}

/** A rich text's five languages, each through the sanitizer (scripts, handlers gone). */
export const sanitizeTranslated = (text: TranslatedText): TranslatedText =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, sanitizeRichText(text[language])]),
  ) as TranslatedText;
