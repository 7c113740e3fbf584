import { z } from 'zod';
import { LANGUAGES } from './language-codes';

export * from './language-codes';

/** The `{lang}` path segment and `lang` fields of the API. */
export const languageSchema = z.enum(LANGUAGES);
