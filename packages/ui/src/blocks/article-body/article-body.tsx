import type { Language } from '@academy/contract/languages';
import type { ComponentProps, ReactNode } from 'react';
import { RichText } from '../../components/rich-text/rich-text';
import { cn } from '../../lib/cn';
import { formatLongDate, isoDate } from '../../lib/format-date';

export interface ArticleBodyProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  title: string;
  /** The article's HTML from the server; sanitized before it is shown. */
  html: string | null | undefined;
  language: Language;
  date?: string | Date | null;
  image?: string | null;
  /** Above the title: breadcrumbs or a back link. */
  before?: ReactNode;
}

/** One blog article or promotion: title, date, cover and the typeset body. */
export function ArticleBody({
  title,
  html,
  language,
  date,
  image,
  before,
  className,
  ...props
}: ArticleBodyProps) {
  return (
    <article
      data-slot="article-body"
      className={cn('mx-auto flex w-full max-w-4xl flex-col gap-8', className)}
      {...props}
    >
      <header className="mx-auto flex w-full max-w-[70ch] flex-col gap-4">
        {before}
        <h1 className="font-display text-display-md font-semibold text-balance">{title}</h1>
        {date ? (
          <time dateTime={isoDate(date)} className="text-muted-foreground text-sm tracking-wide">
            {formatLongDate(date, language)}
          </time>
        ) : null}
      </header>
      {image ? (
        <img
          src={image}
          alt=""
          className="bg-muted aspect-[16/9] w-full rounded-xl object-cover shadow-sm"
        />
      ) : null}
      <RichText html={html} size="lg" topHeading={2} className="mx-auto w-full" />
    </article>
  );
}
