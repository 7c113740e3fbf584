import type { Language } from '@academy/contract';

/** A translated message: one text per interface language, so a missing one fails to compile. */
export type Translations = Record<Language, string>;

/**
 * Declares the messages of a flow. Validators return the keys; the ui registers every
 * flow's messages as the `flows` i18n namespace (see ./all-messages.ts).
 */
export function defineMessages<const T extends Record<string, Translations>>(messages: T): T {
  return messages;
}

export type MessageKey<T> = Extract<keyof T, string>;
