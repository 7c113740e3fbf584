import type { Language } from '@academy/contract/languages';
import { NewspaperIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';
import { ArticleCard, type ArticleSummary } from '../article-card/article-card';
import { EmptyState } from '../empty-state/empty-state';

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
      <EmptyState
        slot="article-grid"
        icon={NewspaperIcon}
        title={
          kind === 'promotions'
            ? t('content.articles.emptyPromotionsTitle')
            : t('content.articles.emptyBlogTitle')
        }
        message={t('content.articles.emptyText')}
        className={cn('py-14', className)}
        {...props}
      />
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
