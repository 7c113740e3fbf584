import { isLanguage } from '@academy/contract/languages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
import { CartProvider } from '../app/cart-provider';
import { pathWithLanguage } from '../app/language-path';
import { storeDarkMode, storedDarkMode, storedLanguage, storeLanguage } from '../app/preferences';
import { carriedSearch } from '../app/query-carry';
import { SessionProvider } from '../app/session-provider';
import { switchLanguage } from '../i18n/load';
import { SiteShell } from './site-shell';

/**
 * The `/{lang}` layout: the URL's language wins over the stored one and becomes the stored one
 * (spec 4, Language); the session and the cart live here, around the site shell.
 */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { t, i18n } = useTranslation('web');
  const [dark, setDark] = useState(storedDarkMode);
  const valid = isLanguage(lang);

  useEffect(() => {
    if (!valid) return;
    storeLanguage(lang);
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void switchLanguage(i18n, lang);
  }, [lang, valid, i18n]);

  useEffect(() => {
    document.title = t('meta.title');
  }, [t]);

  useCarriedQuery();

  if (!valid) {
    const target = pathWithLanguage(location.pathname, storedLanguage());
    return <Navigate replace to={`${target}${location.search}${location.hash}`} />;
  }

  const changeDark = (next: boolean) => {
    storeDarkMode(next);
    setDark(next);
  };

  return (
    <SessionProvider>
      <CartProvider>
        <ScrollRestoration />
        <SiteShell language={lang} dark={dark} onDarkChange={changeDark}>
          <Outlet />
        </SiteShell>
      </CartProvider>
    </SessionProvider>
  );
}

/** Carries the old query to a page opened without one (spec 2.1), by replacing that entry. */
function useCarriedQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const type = useNavigationType();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (type !== 'PUSH' || before.key === location.key) return;
    const search = carriedSearch(before.search, location.search);
    if (search) navigate({ ...location, search }, { replace: true, state: location.state });
  }, [location, type, navigate]);
}
