import type { Language } from '@academy/contract/languages';
import { SiteFooter } from '@academy/ui';
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { FooterData } from '../app/footer-data';
import { pathsFor } from '../app/paths';
import { RouterLink } from '../app/router-link';
import { siteConfig } from '../app/site-config';

/**
 * Every page's footer (site-shell.tsx), in a module of its own: it lies below the content, so its
 * code loads (and a drawn page's footer hydrates) as it nears the screen. The region's documents
 * and contacts come with the layout's data, the general ones until then.
 */
export default function Footer({
  footer,
  ...props
}: {
  language: Language;
  isLoggedIn: boolean;
  footer: Promise<FooterData> | FooterData;
}) {
  return (
    <Suspense fallback={<FooterLinks {...props} />}>
      <Await resolve={footer}>{(data: FooterData) => <FooterLinks {...props} {...data} />}</Await>
    </Suspense>
  );
}

/**
 * The footer (spec 2.2) with the documents, payment marks and contacts of the visitor's region;
 * the general ones until the region is known.
 */
function FooterLinks({
  language: lang,
  isLoggedIn,
  region = null,
  regionInfo = null,
}: { language: Language; isLoggedIn: boolean } & Partial<FooterData>) {
  const paths = pathsFor(lang);
  return (
    <SiteFooter
      homeHref={paths.home()}
      links={[
        { id: 'courses', href: paths.category() },
        { id: 'shop', href: paths.shopCategory() },
        { id: 'about', href: paths.about() },
        { id: 'blog', href: paths.blog() },
        ...(isLoggedIn
          ? [{ id: 'dashboard' as const, href: paths.dashboard.courses() }]
          : [
              { id: 'login' as const, href: paths.login() },
              { id: 'registration' as const, href: paths.registration() },
            ]),
      ]}
      region={region}
      language={lang}
      regionInfo={regionInfo}
      spanishContact={siteConfig.spanishContact}
      email={siteConfig.email}
      socials={[...siteConfig.socials]}
      year={new Date().getFullYear()}
      LinkComponent={RouterLink}
    />
  );
}
