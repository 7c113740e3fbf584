import type { Language } from '@academy/contract';
import {
  type AnyPgColumn,
  integer,
  jsonb,
  numeric,
  serial,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A translated text: one jsonb column `{ro, ru, en, fr, es}` per field instead of five columns.
 * Why: a sixth language needs no migration, the seed and admin write one object per field, and
 * the language is picked in one helper (`pick`) with the spec's fallback order (ru, then ro).
 */
export type Translated = Record<Language, string>;

export const translated = (name: string) => jsonb(name).$type<Translated>().notNull();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The serial `id` key of every table but the link tables. */
export const idKey = () => serial('id').primaryKey();

/** The sort order of a list the admin arranges. */
export const position = () => smallint('position').notNull().default(0);

/** The row this one belongs to: required, and deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** An amount of money with two decimals, read as a number. */
export const money = (name: string, precision = 10) =>
  numeric(name, { precision, scale: 2, mode: 'number' });
