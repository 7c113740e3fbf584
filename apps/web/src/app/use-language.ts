import { isLanguage, type Language } from '@academy/contract/languages';
import { useParams } from 'react-router-dom';
import { storedLanguage } from './preferences';

/** The language of the current route (the layout has already checked it). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : storedLanguage();
}
