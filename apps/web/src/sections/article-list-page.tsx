import type { Paginated } from '@academy/contract';
import { ArticleGrid, type ArticleSummary, Breadcrumbs, Button } from '@academy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../app/router-link';
import { useLanguage } from '../app/use-language';

/** A paged list of articles (the blog) or promotions, with 'load more'. */
export function ArticleListPage<T>(props: {
  kind: 'blog' | 'promotions';
  title: string;
  load: (page: number) => Promise<Paginated<T>>;
  toSummary: (item: T) => ArticleSummary;
}) {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const [pages, setPages] = useState<{ items: T[]; count: number; page: number } | null>(null);
  const { load } = props;

  useEffect(() => {
    let current = true;
    setPages(null);
    load(1).then(
      (first) => current && setPages({ items: first.results, count: first.count, page: 1 }),
      (error: unknown) => {
        console.warn('list', error);
        if (current) setPages({ items: [], count: 0, page: 1 });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  const loadMore = async () => {
    if (!pages) return;
    const next = await load(pages.page + 1);
    setPages({ items: [...pages.items, ...next.results], count: next.count, page: pages.page + 1 });
  };

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <Breadcrumbs
        homeHref={`/${language}`}
        items={[{ label: props.title }]}
        LinkComponent={RouterLink}
      />
      <h1 className="font-display text-display-lg font-semibold">{props.title}</h1>
      {pages ? (
        <ArticleGrid
          articles={pages.items.map(props.toSummary)}
          language={language}
          kind={props.kind}
          LinkComponent={RouterLink}
          headingLevel="h2"
        />
      ) : (
        <p role="status" className="text-muted-foreground">
          {t('list.loading')}
        </p>
      )}
      {pages && pages.items.length < pages.count ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void loadMore()}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
