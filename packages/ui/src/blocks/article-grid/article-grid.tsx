import type { Language } from '@academy/contract/languages';
import { NewspaperIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';
import { ArticleCard, type ArticleSummary } from '../article-card/article-card';

export interface ArticleGridProps extends ComponentProps<'div'> {
  articles: readonly ArticleSummary[];
  language: Language;
  /** Which list this is, for the empty state's wording. */
  kind?: 'blog' | 'promotions';
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3';
}

/**
 * The blog and the promotions list: one column up to 567 px, two up to 1023 px, three above;
 * a calm empty state when nothing is published.
 */
export function ArticleGrid({
  articles,
  language,
  kind = 'blog',
  LinkComponent,
  headingLevel = 'h2',
  className,
  ...props
}: ArticleGridProps) {
  const { t } = useTranslation('ui');
  if (articles.length === 0) {
    return (
      <div
        data-slot="article-grid"
        data-state="empty"
        className={cn(
          'bg-muted/60 flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center',
          className,
        )}
        {...props}
      >
        <span className="bg-secondary text-secondary-foreground inline-flex size-12 items-center justify-center rounded-full">
          <NewspaperIcon className="size-5" aria-hidden="true" />
        </span>
        <p className="font-display text-2xl font-semibold">
          {kind === 'promotions'
            ? t('content.articles.emptyPromotionsTitle')
            : t('content.articles.emptyBlogTitle')}
        </p>
        <p className="text-muted-foreground max-w-md">{t('content.articles.emptyText')}</p>
      </div>
    );
  }
  return (
    <div data-slot="article-grid" className={className} {...props}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {articles.map(({ id, ...article }) => (
          <li key={id}>
            <ArticleCard
              {...article}
              language={language}
              LinkComponent={LinkComponent}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
