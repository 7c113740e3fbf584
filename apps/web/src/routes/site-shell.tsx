import type { Language } from '@academy/contract/languages';
import { cookieNoticeMachine, shopAccess } from '@academy/machines';
import {
  CookieNotice,
  FloatingCartBar,
  LiveChatSlot,
  ScrollToTop,
  SiteFooter,
  SiteHeader,
} from '@academy/ui';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { content } from '../api/content';
import { useCartSummary } from '../app/cart-provider';
import { switchLanguagePath } from '../app/language-path';
import { RouterLink } from '../app/router-link';
import { useSession } from '../app/session-provider';
import { siteConfig } from '../app/site-config';
import { useRemote } from '../app/use-remote';
import { visitorCountry } from '../app/visitor-country';
import { WhenNear } from '../app/when-near';
import { CourseUpdates } from '../sections/course-updates';

const COOKIE_KEY = 'cookiesAccepted';

/** `/{lang}` + a path: the links of the shell in the page's language. */
const pathsUnder =
  (lang: Language) =>
  (path = '') =>
    `/${lang}${path}`;

/** Header, footer and the floating parts of every page (spec 2.2). */
export function SiteShell(props: {
  language: Language;
  dark: boolean;
  onDarkChange: (dark: boolean) => void;
  children: ReactNode;
}) {
  const { language: lang } = props;
  const { t } = useTranslation('web');
  const location = useLocation();
  const session = useSession();
  const cart = useCartSummary();
  const cookieNotice = useActorRef(
    cookieNoticeMachine.provide({
      actions: { persistAcceptance: () => localStorage.setItem(COOKIE_KEY, 'true') },
    }),
    { input: { accepted: localStorage.getItem(COOKIE_KEY) === 'true' } },
  );

  const href = pathsUnder(lang);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const languageHrefs = Object.fromEntries(
    (['ro', 'ru', 'en', 'fr', 'es'] as const).map((code) => [code, switchLanguagePath(here, code)]),
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
        homeHref={href()}
        items={[
          { id: 'courses', href: href('/category') },
          { id: 'shop', href: href('/shop-category') },
          { id: 'about', href: href('/about') },
          { id: 'blog', href: href('/blog') },
          { id: 'authors', href: href('/promotions') },
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
                href: href('/dashboard'),
              }
            : null
        }
        cart={session.isLoggedIn ? { count: cart.count, href: href('/checkout') } : undefined}
        loginHref={href('/login')}
        registrationHref={href('/registration')}
        dark={props.dark}
        onDarkChange={props.onDarkChange}
        language={lang}
        languageHrefs={languageHrefs}
        LinkComponent={RouterLink}
      />
      <main id="main" className="flex-1">
        {props.children}
      </main>
      {/* Below every page's content: built (and its region asked) as a reader nears it. */}
      <WhenNear reserve="min-h-[64rem] md:min-h-[26rem]">
        <Footer language={lang} />
      </WhenNear>
      <ScrollToTop />
      {session.isLoggedIn ? (
        <FloatingCartBar
          count={cart.count}
          total={cart.total}
          currency={cart.currency}
          href={href('/checkout')}
          LinkComponent={RouterLink}
        />
      ) : null}
      {session.isLoggedIn ? <CourseUpdates language={lang} /> : null}
      <CookieNotice actor={cookieNotice} policyHref={`/policy_md/policy_${lang}.pdf`} />
      <LiveChatSlot
        enabled={Object.keys(siteConfig.liveChatScripts).length > 0}
        language={lang}
        scriptUrls={siteConfig.liveChatScripts}
      />
    </div>
  );
}

/** The footer (spec 2.2) with the documents, payment marks and contacts of the visitor's region. */
function Footer({ language: lang }: { language: Language }) {
  const country = useRemote(visitorCountry, []);
  const regionInfo = useRemote(content.regionInfo, []);
  const href = pathsUnder(lang);
  return (
    <SiteFooter
      homeHref={href()}
      links={[
        { id: 'courses', href: href('/category') },
        { id: 'shop', href: href('/shop-category') },
        { id: 'about', href: href('/about') },
        { id: 'blog', href: href('/blog') },
        { id: 'login', href: href('/login') },
        { id: 'registration', href: href('/registration') },
      ]}
      region={country ?? null}
      language={lang}
      regionInfo={regionInfo ?? null}
      spanishContact={siteConfig.spanishContact}
      email={siteConfig.email}
      socials={[...siteConfig.socials]}
      year={new Date().getFullYear()}
      LinkComponent={RouterLink}
    />
  );
}
