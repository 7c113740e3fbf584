import type { Language } from '@academy/contract';

/** `GET /auth/users/me/` (spec 7.1). */
export interface SessionUser {
  id: number;
  username: string;
}

/** The part of the user profile (spec 3) the session keeps; the app may store more. */
export interface SessionProfile {
  id: number;
  name: string;
  /** Holds the country name (spec 3). */
  city?: string;
  type?: string;
  image?: string | null;
  specialization?: string;
  /** Owner only: the page editor is unlocked (owns a course; the menu's lock follows it). */
  my_page_available?: boolean;
}

/** Dark mode and language live in local storage, apart from the session (spec 4). */
export interface UserPrefs {
  darkMode: boolean;
  language: Language;
}

export interface SessionData {
  token: string;
  user: SessionUser;
  profile: SessionProfile;
  /** "Save login" was ticked: the app keeps the session beyond the tab (spec 4). */
  remember?: boolean;
}

/** Logged in exactly when the token is non-empty (spec 4). */
export function isTokenPresent(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > 0;
}
