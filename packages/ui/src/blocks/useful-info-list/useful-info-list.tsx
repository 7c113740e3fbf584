import type { Language } from '@academy/contract/languages';
import { LightbulbIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';
import { ArticleCard } from '../article-card/article-card';

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
      <div
        data-slot="useful-info-list"
        data-state="empty"
        className={cn(
          'bg-muted/60 flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center',
          className,
        )}
        {...props}
      >
        <span className="bg-secondary text-secondary-foreground inline-flex size-12 items-center justify-center rounded-full">
          <LightbulbIcon className="size-5" aria-hidden="true" />
        </span>
        <p className="text-muted-foreground max-w-md">{t('learning.usefulInfo.empty')}</p>
      </div>
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
