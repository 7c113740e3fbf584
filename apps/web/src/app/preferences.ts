import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@academy/contract/languages';
import { DARK_MODE_COOKIE } from '@academy/contract/server-render';

/**
 * Browser-kept preferences (spec 4): language and dark mode live in localStorage. Dark mode and
 * the cookie notice's answer are also cookies, so the server draws the first HTML with them.
 */
const LANGUAGE_KEY = 'lang';
const DARK_KEY = DARK_MODE_COOKIE;
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';
const YEAR_SECONDS = 365 * 24 * 3600;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policies), or a server: fall back to defaults
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Preferences are a comfort: the page still works when they cannot be kept.
  }
}

/** A cookie's value in a `Cookie` header (the browser's own, or a request's on the server). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function writeCookie(name: string, value: string) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve; the values are fixed words.
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

export function storedLanguage(): Language {
  const value = read(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language) {
  write(LANGUAGE_KEY, language);
}

export function storedDarkMode(): boolean {
  return (read(DARK_KEY) ?? cookieValue(browserCookies(), DARK_KEY)) === 'true';
}

export function storeDarkMode(dark: boolean) {
  write(DARK_KEY, String(dark));
  writeCookie(DARK_KEY, String(dark));
  document.documentElement.classList.toggle('dark', dark);
}

export function storedCookiesAccepted(): boolean {
  return (
    (read(COOKIES_ACCEPTED_KEY) ?? cookieValue(browserCookies(), COOKIES_ACCEPTED_KEY)) === 'true'
  );
}

export function storeCookiesAccepted() {
  write(COOKIES_ACCEPTED_KEY, 'true');
  writeCookie(COOKIES_ACCEPTED_KEY, 'true');
}

/** The preferences the first HTML is drawn with. */
export interface VisitorPreferences {
  dark: boolean;
  cookiesAccepted: boolean;
}

/**
 * The visitor's preferences for a page's first render: on the server from the request's cookies,
 * in the browser from storage (where the cookies are copies).
 */
export function visitorPreferences(request: Request): VisitorPreferences {
  if (import.meta.env.SSR) {
    const cookies = request.headers.get('cookie');
    return {
      dark: cookieValue(cookies, DARK_KEY) === 'true',
      cookiesAccepted: cookieValue(cookies, COOKIES_ACCEPTED_KEY) === 'true',
    };
  }
  return storedPreferences();
}

/** The preferences as this browser keeps them (storage, or its cookies when storage is off). */
export function storedPreferences(): VisitorPreferences {
  return { dark: storedDarkMode(), cookiesAccepted: storedCookiesAccepted() };
}

/**
 * After a hydration: the cookies become copies of storage again (a visitor from before they
 * existed, or one whose cookies were cleared), for the next page the server draws.
 */
export function syncPreferenceCookies({ dark, cookiesAccepted }: VisitorPreferences) {
  const cookies = browserCookies();
  if (cookieValue(cookies, DARK_KEY) !== String(dark)) writeCookie(DARK_KEY, String(dark));
  if (cookiesAccepted && cookieValue(cookies, COOKIES_ACCEPTED_KEY) !== 'true') {
    writeCookie(COOKIES_ACCEPTED_KEY, 'true');
  }
}
