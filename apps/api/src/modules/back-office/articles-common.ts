import type { TranslatedText } from '@academy/contract/back-office/authoring';
import type { Language } from '@academy/contract/languages';

/** What the lists of articles, promotions and useful info share: a title in the list's language. */

/** A translated column's text in the list's language, the default language's when it has none. */
export const titleIn = (text: TranslatedText, lang: Language) => text[lang] || text.ro;
