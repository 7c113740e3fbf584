import type { Language } from '@academy/contract/languages';
import { LightbulbIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../lib/link-component';
import { ArticleCard } from '../article-card/article-card';
import { EmptyState } from '../empty-state/empty-state';

/** A useful info page as the list shows it. */
export interface UsefulInfoSummary {
  id: number;
  title: string;
  image?: string | null;
  /** Its page (`/ro/useful-info/3`). */
  href: string;
}

export interface UsefulInfoListProps extends ComponentProps<'div'> {
  items: readonly UsefulInfoSummary[];
  language: Language;
  LinkComponent?: LinkComponent;
}

/**
 * The dashboard's useful information (spec 2.9): a card per page (its title's link opens it), one
 * column up to 567 px, two above, three from 1280 px; an empty message when there is none.
 */
export function UsefulInfoList({
  items,
  language,
  LinkComponent,
  className,
  ...props
}: UsefulInfoListProps) {
  const { t } = useTranslation('ui');
  if (items.length === 0) {
    return (
      <EmptyState
        slot="useful-info-list"
        icon={LightbulbIcon}
        message={t('learning.usefulInfo.empty')}
        className={className}
        {...props}
      />
    );
  }
  return (
    <div data-slot="useful-info-list" data-state="list" className={className} {...props}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <ArticleCard
              title={item.title}
              image={item.image}
              href={item.href}
              language={language}
              LinkComponent={LinkComponent}
              headingLevel="h2"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
