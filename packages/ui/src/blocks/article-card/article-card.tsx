import type { Language } from '@academy/contract/languages';
import { CalendarIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatLongDate, isoDate } from '../../lib/format-date';
import { LinkCard, LinkCardMore } from '../../lib/link-card';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** What a card shows of a blog article or a promotion. */
export interface ArticleSummary {
  id: number | string;
  title: string;
  excerpt?: string | null;
  image?: string | null;
  /** ISO date (or Date) of publication. */
  date?: string | Date | null;
  /** The article page (the caller builds it: `/ro/article/7`, `/ro/promotion/3`). */
  href: string;
}

export interface ArticleCardProps
  extends Omit<ComponentProps<'article'>, 'title'>,
    Omit<ArticleSummary, 'id'> {
  /** The reader's language, for the date. */
  language: Language;
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A blog or promotion preview: image, date, title, excerpt; the whole card opens the article. */
export function ArticleCard({
  title,
  excerpt,
  image,
  date,
  href,
  language,
  LinkComponent = PlainLink,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: ArticleCardProps) {
  const { t } = useTranslation('ui');
  return (
    <LinkCard data-slot="article-card" className={cn('overflow-hidden', className)} {...props}>
      <div className="bg-muted aspect-[16/10] overflow-hidden">
        {image ? (
          <img
            src={image}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {date ? (
          <time
            dateTime={isoDate(date)}
            className="text-muted-foreground inline-flex items-center gap-1.5 text-sm"
          >
            <CalendarIcon className="size-4" aria-hidden="true" />
            {formatLongDate(date, language)}
          </time>
        ) : null}
        <Heading className="font-display text-2xl leading-snug font-semibold text-balance">
          {/* The title's link covers the card (after:inset-0), so one link reads for the whole card. */}
          <LinkComponent
            href={href}
            className="hover:text-primary transition-colors outline-none after:absolute after:inset-0"
          >
            {title}
          </LinkComponent>
        </Heading>
        {excerpt ? (
          <p className="text-muted-foreground line-clamp-3 leading-relaxed">{excerpt}</p>
        ) : null}
        <LinkCardMore className="pt-2">{t('content.articles.readMore')}</LinkCardMore>
      </div>
    </LinkCard>
  );
}
