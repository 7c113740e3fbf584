import type { Paginated } from '@academy/contract';
import { pagedListMachine } from '@academy/machines';
import { type ArticleSummary, Breadcrumbs, PagedArticleList } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePaths } from '../app/paths';
import { RouterLink } from '../app/router-link';
import { useLanguage } from '../app/use-language';

/**
 * A paged list of articles (the blog) or promotions: page 1 from the route's loader, 'load more'
 * on the paged-list flow (pagedListMachine + PagedArticleList).
 */
export function ArticleListPage<T>(props: {
  kind: 'blog' | 'promotions';
  title: string;
  /** Page 1 from the loader; null when it failed (the flow tries again). */
  initial: Paginated<T> | null;
  loadPage: (page: number) => Promise<Paginated<T>>;
  toSummary: (item: T) => ArticleSummary;
}) {
  const language = useLanguage();
  const paths = usePaths();
  const actor = useActorRef(
    pagedListMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => props.loadPage(input.page)) },
      actions: { logError: (_, { error }) => console.warn(props.kind, error) },
    }),
    { input: { initial: props.initial ?? undefined } },
  );

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <Breadcrumbs
        homeHref={paths.home()}
        items={[{ label: props.title }]}
        LinkComponent={RouterLink}
      />
      <h1 className="font-display text-display-lg font-semibold">{props.title}</h1>
      <PagedArticleList
        actor={actor}
        toArticle={props.toSummary}
        language={language}
        kind={props.kind}
        LinkComponent={RouterLink}
        headingLevel="h2"
      />
    </div>
  );
}
