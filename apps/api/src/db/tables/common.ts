import type { Language } from '@academy/contract';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/**
 * A translated text: one jsonb column `{ro, ru, en, fr, es}` per field instead of five columns.
 * Why: a sixth language needs no migration, the seed and admin write one object per field, and
 * the language is picked in one helper (`pick`) with the spec's fallback order (ru, then ro).
 */
export type Translated = Record<Language, string>;

export const translated = (name: string) => jsonb(name).$type<Translated>().notNull();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
