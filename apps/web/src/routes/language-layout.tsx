import { isLanguage } from '@academy/contract/languages';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
import { CartProvider } from '../app/cart-provider';
import { loadFooterData } from '../app/footer-data';
import {
  storeDarkMode,
  storedPreferences,
  storeLanguage,
  syncPreferenceCookies,
  visitorPreferences,
} from '../app/preferences';
import { carriedSearch } from '../app/query-carry';
import { KEEP_SCROLL, scrollKey } from '../app/scroll-rule';
import { SessionProvider } from '../app/session-provider';
import { ToastProvider } from '../app/toast-provider';
import { i18nIn } from '../i18n/load';
import { languageOf } from './language-loader';
import { SiteShell } from './site-shell';

/**
 * The layout's data: the footer's (the visitor's country and region info), not awaited, since
 * it shows below every page, and the preferences the page is drawn with (on the server, its
 * cookies). A path whose first segment is no language is sent under one here.
 */
export function loader(args: LoaderFunctionArgs) {
  languageOf(args);
  return { footer: loadFooterData(), preferences: visitorPreferences(args.request) };
}

/**
 * The `/{lang}` layout: the URL's language wins over the stored one and becomes the stored one
 * (spec 4, Language); the session and the cart live here, around the site shell. Its texts are
 * the app's instance in that language, which the page's loader made ready (i18n/load.ts): a
 * switch renders with the new page, and the parts still as the server drew them hydrate first in
 * the language they were drawn in. The server's instance is the one given, in the page's language.
 */
export function LanguageLayout() {
  const { lang } = useParams();
  const { footer, preferences } = useLoaderData<typeof loader>();
  const given = useContext(I18nContext)?.i18n;
  // As the first HTML was drawn (a hydration must match it), then as storage says.
  const [dark, setDark] = useState(preferences.dark);
  const valid = isLanguage(lang);

  // Storage is the browser's record and the cookies its copies for the server: after a page the
  // server drew without them (cookies cleared, or older than them), storage wins.
  useEffect(() => {
    const stored = storedPreferences();
    syncPreferenceCookies(stored);
    setDark(stored.dark);
  }, []);

  useEffect(() => {
    if (!valid) return;
    storeLanguage(lang);
    document.documentElement.lang = lang;
  }, [lang, valid]);

  // Without an app instance (a test's, a story's), the one given, in the URL's language.
  const i18n = useMemo(() => {
    if (!valid) return given;
    return i18nIn(lang) ?? (given?.language === lang ? given : given?.cloneInstance({ lng: lang }));
  }, [valid, lang, given]);

  useCarriedQuery();

  // The loader has already sent such a path under a language.
  if (!valid) return null;

  const changeDark = (next: boolean) => {
    storeDarkMode(next);
    setDark(next);
  };

  const shell = (
    <SessionProvider>
      <CartProvider>
        <ToastProvider>
          <ScrollRestoration getKey={scrollKey} />
          <SiteShell
            language={lang}
            dark={dark}
            onDarkChange={changeDark}
            cookiesAccepted={preferences.cookiesAccepted}
            footer={footer}
          >
            <Outlet />
          </SiteShell>
        </ToastProvider>
      </CartProvider>
    </SessionProvider>
  );
  return i18n ? <I18nextProvider i18n={i18n}>{shell}</I18nextProvider> : shell;
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
    const search = carriedSearch(before.search, location.search, [
      before.pathname,
      location.pathname,
    ]);
    // The same page with its query: not a navigation that scrolls (spec 2.1).
    if (search) {
      navigate({ ...location, search }, { replace: true, state: location.state, ...KEEP_SCROLL });
    }
  }, [location, type, navigate]);
}
