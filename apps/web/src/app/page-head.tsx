import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@academy/contract/languages';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { switchLanguagePath } from './language-path';
import { pathsFor } from './paths';
import { siteOrigin } from './site-origin';
import { useLanguage } from './use-language';

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = {
  ro: 'ro_RO',
  ru: 'ru_RU',
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
};

/** A description search results and link previews show whole: plain text, ≤ 160 characters. */
export function plainDescription(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** A site path (or an absolute URL) as the absolute URL previews and search engines want. */
export const absoluteUrl = (url: string) => new URL(url, siteOrigin()).href;

/** JSON-LD inside <script>: `<` escaped, so a stored `</script>` cannot close it early. */
function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org's BreadcrumbList of the trail a page shows (Home first). */
function breadcrumbLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** The pages titled by a fixed text (`meta.titles.<name>` of the web namespace). */
export type TitledPage =
  | 'login'
  | 'registration'
  | 'reset'
  | 'viber'
  | 'visitCancel'
  | 'shop'
  | 'product'
  | 'checkout'
  | 'payment'
  | 'checkoutSuccess'
  | 'courseInner'
  | 'shopCategory'
  | 'shopItem'
  | 'usefulInfo'
  | 'dashboard';

export interface PageHeadProps {
  /** The page's own title, followed by the site's name; left out, the site's title alone (Home). */
  title?: string;
  /** Instead of `title`: the page's fixed title (`meta.titles.<page>`). */
  page?: TitledPage;
  /** What the page is about, in a sentence or two (HTML is reduced to text). */
  description?: string | null;
  /** The picture a link preview shows. */
  image?: string | null;
  /** Open Graph's kind of page. */
  type?: 'website' | 'article' | 'profile';
  /** schema.org data of the page (Course, Article, Person…). */
  jsonLd?: object[];
  /** The breadcrumbs the page shows after Home, for schema.org's BreadcrumbList. */
  trail?: { name: string; path: string }[];
  /** Login-only and personal pages: kept out of search results, no alternates. */
  noindex?: boolean;
}

/**
 * The page's head (issue 14, search and sharing): title, description, the canonical URL and its
 * four other languages plus `x-default` (hreflang), Open Graph and Twitter card tags, and its
 * JSON-LD. React 19 moves the title, meta and link elements into <head> wherever they render, so
 * a page renders this once, at its top; the server will render the same elements.
 */
export function PageHead({
  page,
  title: ownTitle,
  description,
  image,
  type = 'website',
  jsonLd = [],
  trail,
  noindex = false,
}: PageHeadProps) {
  const { t } = useTranslation('web');
  const { t: ui } = useTranslation('ui');
  const language = useLanguage();
  const { pathname } = useLocation();
  const site = t('meta.title');
  const title = ownTitle ?? (page ? t(`meta.titles.${page}`) : undefined);
  const fullTitle = title ? `${title} · ${site}` : site;
  const text = plainDescription(description ?? t('meta.description'));
  const url = absoluteUrl(pathname);
  const picture = image ? absoluteUrl(image) : null;
  const home = { name: ui('shell.breadcrumbs.home'), path: pathsFor(language).home() };
  const data = trail ? [...jsonLd, breadcrumbLd([home, ...trail])] : jsonLd;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {LANGUAGES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={other}
              href={absoluteUrl(switchLanguagePath(pathname, other))}
            />
          ))}
          <link
            rel="alternate"
            hrefLang="x-default"
            href={absoluteUrl(switchLanguagePath(pathname, DEFAULT_LANGUAGE))}
          />
        </>
      )}
      <meta property="og:site_name" content={site} />
      <meta property="og:title" content={title ?? site} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {picture && <meta property="og:image" content={picture} />}
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? site} />
      <meta name="twitter:description" content={text} />
      {picture && <meta name="twitter:image" content={picture} />}
      {data.map((item, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per page
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not markup
          dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
        />
      ))}
    </>
  );
}
