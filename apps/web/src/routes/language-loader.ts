import { isLanguage, type Language } from '@academy/contract/languages';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { pathWithLanguage } from '../app/language-path';
import { storedLanguage } from '../app/preferences';

/**
 * The language of a loader's URL. A first segment that is no language sends the visitor to the
 * same path under the stored language (spec 2.1), before any page asks the API in it.
 */
export function languageOf({
  params,
  request,
}: Pick<LoaderFunctionArgs, 'params' | 'request'>): Language {
  if (isLanguage(params.lang)) return params.lang;
  const url = new URL(request.url);
  throw redirect(`${pathWithLanguage(url.pathname, storedLanguage())}${url.search}${url.hash}`);
}
