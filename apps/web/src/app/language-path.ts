import { isLanguage, type Language } from '@academy/contract/languages';

/**
 * Where a path without a valid language prefix goes (spec 2.1, Routing rules): under the stored
 * language, except that a path starting with "es" uses es. The rest of the path, query and hash
 * are kept, so `/category?x=1` becomes `/ro/category?x=1`.
 */
export function pathWithLanguage(pathname: string, stored: Language): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLanguage(first)) return pathname;
  if (first.startsWith('es')) return ['', 'es', ...rest].join('/') || '/es';
  return `/${stored}${pathname === '/' ? '' : pathname}`;
}

/** The same route in another language: only the first segment changes. */
export function switchLanguagePath(pathname: string, language: Language): string {
  const [, first = '', ...rest] = pathname.split('/');
  return isLanguage(first) ? ['', language, ...rest].join('/') : `/${language}${pathname}`;
}

/**
 * A path the flows name (`/dashboard/courses`, or a full `/ro/...` redirect target) as a path of
 * this site in the given language. Anything that is not a same-site path (`//host`, `https:`)
 * falls back to the language's home, so a crafted `redirect` cannot send a user elsewhere.
 */
export function localizedPath(language: Language, to: string): string {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return `/${language}`;
  const [, first = ''] = to.split('/');
  if (isLanguage(first)) return to;
  return to === '/' ? `/${language}` : `/${language}${to}`;
}
