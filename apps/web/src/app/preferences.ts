import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@academy/contract/languages';

/** Browser-kept preferences (spec 4): language and dark mode live in localStorage. */
const LANGUAGE_KEY = 'lang';
const DARK_KEY = 'darkMode';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policies): fall back to defaults
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Preferences are a comfort: the page still works when they cannot be kept.
  }
}

export function storedLanguage(): Language {
  const value = read(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language) {
  write(LANGUAGE_KEY, language);
}

export function storedDarkMode(): boolean {
  return read(DARK_KEY) === 'true';
}

export function storeDarkMode(dark: boolean) {
  write(DARK_KEY, String(dark));
  document.documentElement.classList.toggle('dark', dark);
}
