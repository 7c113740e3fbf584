import type { Paginated } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { ArticleSummary as ArticleCard } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { ArticleSummary, Promotion } from '../api/content';
import { orOnFailure } from '../app/content-load';
import { missingRecord } from '../app/missing-record';
import { PageHead } from '../app/page-head';
import { type Paths, pathsFor } from '../app/paths';
import { articleLd } from '../app/structured-data';
import { languageOf } from '../routes/language-loader';
import { type ArticleDetail, ArticleDetailPage } from './article-detail-page';
import { ArticleListPage } from './article-list-page';

/**
 * The blog and the promotions are the same two pages (a paged list, one item) over different
 * calls: each kind is a line of this table, and its route modules are built from it.
 */
interface ArticleKind<T> {
  kind: 'blog' | 'promotions';
  /** The title of the list, a key of the `web` namespace. */
  titleKey: 'blog.title' | 'promotions.title';
  list: (language: Language, page?: number) => Promise<Paginated<T>>;
  item: (
    language: Language,
    id: string,
  ) => Promise<T & { title: string; body: string; image: string }>;
  listPath: (paths: Paths) => string;
  itemPath: (paths: Paths, id: number) => string;
  /** The item's own date: published (article) or start of the offer (promotion). */
  date: (item: T) => string;
  excerpt: (item: T) => string;
}

/** The content calls, loaded with the first one (api/drawn-pages.ts). */
const content = async () => (await import('../api/drawn-pages')).content;

export const BLOG: ArticleKind<ArticleSummary> = {
  kind: 'blog',
  titleKey: 'blog.title',
  list: async (language, page) => (await content()).articles(language, page),
  item: async (language, id) => (await content()).article(language, id),
  listPath: (paths) => paths.blog(),
  itemPath: (paths, id) => paths.article(id),
  date: (article) => article.published_at,
  excerpt: (article) => article.excerpt,
};

export const PROMOTIONS: ArticleKind<Promotion> = {
  kind: 'promotions',
  titleKey: 'promotions.title',
  list: async (language, page) => (await content()).promotions(language, page),
  item: async (language, id) => (await content()).promotion(language, id),
  listPath: (paths) => paths.promotions(),
  itemPath: (paths, id) => paths.promotion(id),
  date: (promotion) => promotion.starts_at,
  excerpt: (promotion) => promotion.description,
};

type Item = { id: number; title: string; image: string };

/** The list's first data: page 1 (none when it fails: the list's flow tries again). */
export function articleListLoader<T extends Item>(spec: ArticleKind<T>) {
  return async (args: LoaderFunctionArgs) => {
    const language = languageOf(args);
    return { language, initial: await orOnFailure(spec.kind, spec.list(language), null) };
  };
}

/** The list page of a kind, on its loader's data. */
export function ArticleListRoute<T extends Item>({ spec }: { spec: ArticleKind<T> }) {
  const { language, initial } = useLoaderData() as Awaited<
    ReturnType<ReturnType<typeof articleListLoader<T>>>
  >;
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  const toSummary = (item: T): ArticleCard => ({
    id: item.id,
    title: item.title,
    excerpt: spec.excerpt(item),
    image: item.image,
    date: spec.date(item),
    href: spec.itemPath(paths, item.id),
  });
  return (
    <>
      <PageHead
        title={t(spec.titleKey)}
        description={t(`meta.descriptions.${spec.kind}`)}
        trail={[{ name: t(spec.titleKey), path: spec.listPath(paths) }]}
      />
      <ArticleListPage<T>
        // Another language is another list.
        key={language}
        kind={spec.kind}
        title={t(spec.titleKey)}
        initial={initial}
        loadPage={(page) => spec.list(language, page)}
        toSummary={toSummary}
      />
    </>
  );
}

/** The item's first data; a missing item (or a failed load) goes back to its list. */
export function articleDetailLoader<T extends Item>(spec: ArticleKind<T>) {
  return async (args: LoaderFunctionArgs) => {
    const language = languageOf(args);
    const item = await spec.item(language, args.params.id ?? '').catch(() => null);
    if (!item) missingRecord(spec.listPath(pathsFor(language)));
    const detail: ArticleDetail = { ...item, date: spec.date(item) };
    return { language, item, detail };
  };
}

/** The item page of a kind, on its loader's data. */
export function ArticleDetailRoute<T extends Item>({ spec }: { spec: ArticleKind<T> }) {
  const { language, item, detail } = useLoaderData() as Awaited<
    ReturnType<ReturnType<typeof articleDetailLoader<T>>>
  >;
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <>
      <PageHead
        title={detail.title}
        description={spec.excerpt(item)}
        image={detail.image}
        type="article"
        jsonLd={[articleLd(detail, t('meta.title'))]}
        trail={[
          { name: t(spec.titleKey), path: spec.listPath(paths) },
          { name: detail.title, path: spec.itemPath(paths, item.id) },
        ]}
      />
      <ArticleDetailPage
        listTitle={t(spec.titleKey)}
        listHref={spec.listPath(paths)}
        detail={detail}
      />
    </>
  );
}
