import { LANGUAGES, type Language } from '@academy/contract/languages';
import { shopAccess } from '@academy/machines';
import { CookieNotice, SiteHeader } from '@academy/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AfterFirstRender } from '../app/after-first-render';
import { useCartSummary } from '../app/cart-provider';
import { useCookieNotice } from '../app/cookie-notice';
import type { FooterData } from '../app/footer-data';
import { HydrateWhenNear } from '../app/hydrate-when-near';
import { switchLanguagePath } from '../app/language-path';
import { pathsFor } from '../app/paths';
import { RouterLink } from '../app/router-link';
import { useSession } from '../app/session-provider';

/** The footer's code (links, payment marks, contacts) comes as it nears the screen. */
const Footer = lazy(() => import('./site-footer-part'));

/** The scroll-to-top button, the cart bar and the chat slot: nothing of theirs shows at first. */
const Floats = lazy(() => import('./site-shell-floats'));

/**
 * The course-updates modal only ever shows to a logged-in user, after a call: its machine and
 * view come with the login, not with Home's first paint.
 */
const CourseUpdates = lazy(() =>
  import('../sections/course-updates').then((module) => ({ default: module.CourseUpdates })),
);

/** Header, footer and the floating parts of every page (spec 2.2). */
export function SiteShell(props: {
  language: Language;
  dark: boolean;
  onDarkChange: (dark: boolean) => void;
  /** Whether the cookie notice was answered (a cookie too, so the server knows). */
  cookiesAccepted: boolean;
  /** The footer's data, from the layout's loader (the server's answer has it resolved). */
  footer: Promise<FooterData> | FooterData;
  children: ReactNode;
}) {
  const { language: lang } = props;
  const { t } = useTranslation('web');
  const location = useLocation();
  const session = useSession();
  const cart = useCartSummary();
  const cookieNotice = useCookieNotice(props.cookiesAccepted);

  const paths = pathsFor(lang);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const languageHrefs = Object.fromEntries(
    LANGUAGES.map((code) => [code, switchLanguagePath(here, code)]),
  ) as Record<Language, string>;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus:bg-surface sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:px-4 focus:py-2 focus:shadow-md"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader
        homeHref={paths.home()}
        items={[
          { id: 'courses', href: paths.category() },
          { id: 'shop', href: paths.shopCategory() },
          { id: 'about', href: paths.about() },
          { id: 'blog', href: paths.blog() },
          { id: 'authors', href: paths.promotions() },
          { id: 'experts', href: paths.experts() },
        ]}
        shopAccess={shopAccess({
          isLoggedIn: session.isLoggedIn,
          city: session.profile?.city,
          type: session.profile?.type,
        })}
        user={
          session.isLoggedIn
            ? {
                name: session.profile?.name ?? session.user?.username ?? '',
                href: paths.dashboard(),
              }
            : null
        }
        cart={session.isLoggedIn ? { count: cart.count, href: paths.checkout() } : undefined}
        loginHref={paths.login()}
        registrationHref={paths.registration()}
        dark={props.dark}
        onDarkChange={props.onDarkChange}
        language={lang}
        languageHrefs={languageHrefs}
        LinkComponent={RouterLink}
      />
      <main id="main" className="flex-1">
        {props.children}
      </main>
      {/* Below every page's content: built (and its region asked) as a reader nears it; on a
          page the server drew, it stays as drawn (its links work as HTML) until then. */}
      <HydrateWhenNear reserve="min-h-[64rem] md:min-h-[26rem]">
        <Footer language={lang} isLoggedIn={session.isLoggedIn} footer={props.footer} />
      </HydrateWhenNear>
      <AfterFirstRender>
        <Suspense fallback={null}>
          <Floats
            language={lang}
            cart={session.isLoggedIn ? { ...cart, href: paths.checkout() } : null}
          />
        </Suspense>
      </AfterFirstRender>
      {session.isLoggedIn ? (
        <Suspense fallback={null}>
          <CourseUpdates language={lang} />
        </Suspense>
      ) : null}
      <CookieNotice
        notice={cookieNotice.view}
        onAccept={cookieNotice.accept}
        policyHref={paths.privacyPolicy()}
      />
    </div>
  );
}
