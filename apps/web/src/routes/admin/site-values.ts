import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { flatTranslated } from '@academy/ui/back-office';

/**
 * The site page's forms as the staff-action flow keeps them (strings by name): a text in five
 * languages is five values, `<name>.<lang>`, named as the server's field errors are.
 */

/** Stored texts (and plain values) as a form's values. */
export function formValuesOf(record: Readonly<Record<string, string | TranslatedText>>) {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string') values[name] = value;
    else Object.assign(values, flatTranslated(name, value));
  }
  return values;
}
