import type { Language } from '@academy/contract/languages';
import { type PagedListActorRef, selectPagedList } from '@academy/machines';
import { useSelector } from '@xstate/react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../blocks/article-card/article-card';
import { ArticleGrid } from '../../blocks/article-grid/article-grid';
import { Button } from '../../components/button/button';
import { Skeleton, SkeletonText } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';

export interface PagedArticleListProps<T> extends Omit<ComponentProps<'section'>, 'children'> {
  actor: PagedListActorRef;
  /** A card of an item, as the actor's `loadPage` returns it (an article, a promotion). */
  toArticle: (item: T) => ArticleSummary;
  language: Language;
  /** Which list this is, for the empty state's wording. */
  kind?: 'blog' | 'promotions';
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3';
}

const PLACEHOLDER_CARDS = 3;

/**
 * The blog or promotions list on `pagedListMachine`: placeholders while page 1 loads, the cards,
 * 'load more' while the list holds more, and on a failure the cards already shown (or the empty
 * list, spec 8) with a retry. The machine's state is on `data-state`.
 */
export function PagedArticleList<T>({
  actor,
  toArticle,
  // The grid holds the defaults of these (a blog list, h2 titles).
  language,
  kind,
  LinkComponent,
  headingLevel,
  className,
  ...props
}: PagedArticleListProps<T>) {
  const { t } = useTranslation('ui');
  const view = useSelector(actor, selectPagedList<T>);
  const { state } = view;
  return (
    <section
      data-slot="paged-article-list"
      data-state={state}
      aria-busy={state === 'loading' || state === 'loadingMore' || undefined}
      className={cn('grid gap-8', className)}
      {...props}
    >
      {state === 'loading' ? (
        <>
          <p role="status" className="sr-only">
            {t('content.articles.loading')}
          </p>
          <PlaceholderGrid />
        </>
      ) : (
        <ArticleGrid
          articles={view.items.map(toArticle)}
          language={language}
          kind={kind}
          LinkComponent={LinkComponent}
          headingLevel={headingLevel}
        />
      )}
      {state === 'failure' ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center"
        >
          <p className="text-muted-foreground">{t('content.articles.failure')}</p>
          <Button variant="outline" onClick={() => actor.send({ type: 'list.retry' })}>
            {t('content.articles.retry')}
          </Button>
        </div>
      ) : null}
      {(state === 'ready' || state === 'loadingMore') && view.hasMore ? (
        <Button
          variant="outline"
          size="lg"
          className="justify-self-center"
          loading={state === 'loadingMore'}
          loadingText={t('content.articles.loading')}
          onClick={() => actor.send({ type: 'list.loadMore' })}
        >
          {t('content.articles.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

/** The grid's columns with card-shaped placeholders, so the cards do not push the page. */
function PlaceholderGrid() {
  return (
    <ul
      aria-hidden="true"
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8"
    >
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="flex flex-col gap-3 p-5 sm:p-6">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-7 w-4/5" />
            <SkeletonText lines={2} />
          </div>
        </li>
      ))}
    </ul>
  );
}
