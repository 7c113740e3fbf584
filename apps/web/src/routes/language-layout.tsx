import { isLanguage, LANGUAGES } from '@academy/contract/languages';
import { Button, cn } from '@academy/ui';
import { MoonIcon, SunIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
import { pathWithLanguage, switchLanguagePath } from '../app/language-path';
import { storeDarkMode, storedDarkMode, storedLanguage, storeLanguage } from '../app/preferences';
import { carriedSearch } from '../app/query-carry';
import { SessionProvider } from '../app/session-provider';

/**
 * The `/{lang}` layout: the URL's language wins over the stored one and becomes the stored one
 * (spec 4, Language). Holds the minimal header until the full shell lands.
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
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, valid, i18n]);

  useEffect(() => {
    document.title = t('meta.title');
  }, [t]);

  useCarriedQuery();

  if (!valid) {
    const target = pathWithLanguage(location.pathname, storedLanguage());
    return <Navigate replace to={`${target}${location.search}${location.hash}`} />;
  }

  const toggleDark = () => {
    storeDarkMode(!dark);
    setDark(!dark);
  };

  return (
    <SessionProvider>
      <ScrollRestoration />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="focus:bg-surface sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:px-4 focus:py-2"
        >
          {t('nav.skipToContent')}
        </a>
        <header className="bg-background/90 border-b backdrop-blur">
          <div className="max-w-content px-gutter mx-auto flex items-center justify-between gap-4 py-3">
            <Link to={`/${lang}`} className="font-display text-primary text-2xl font-semibold">
              Academia
            </Link>
            <nav aria-label={t('nav.language')} className="flex items-center gap-1">
              {LANGUAGES.map((code) => (
                <Link
                  key={code}
                  to={`${switchLanguagePath(location.pathname, code)}${location.search}${location.hash}`}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === lang ? 'true' : undefined}
                  className={cn(
                    'text-muted-foreground hover:text-foreground rounded-md px-2 py-1 text-sm font-medium uppercase',
                    code === lang && 'bg-muted text-foreground',
                  )}
                >
                  {code}
                </Link>
              ))}
              <Button
                variant="ghost"
                size="icon"
                onClick={toggleDark}
                aria-label={dark ? t('nav.themeLight') : t('nav.themeDark')}
                aria-pressed={dark}
              >
                {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
              </Button>
            </nav>
          </div>
        </header>
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>
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
