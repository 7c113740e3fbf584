import { ArrowRightIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** The author (spec 3, Author). */
export interface AuthorBlockData {
  photo?: string | null;
  title: string;
  name: string;
  specialization?: string | null;
  description?: string | null;
}

export interface AuthorBlockProps extends ComponentProps<'section'> {
  author: AuthorBlockData;
  /** The author page; no link when absent (on the author page itself). */
  href?: string;
  LinkComponent?: LinkComponent;
}

/** About the author: photo, title, name, specialization, short description, link (spec 2.3, 2.6). */
export function AuthorBlock({
  author,
  href,
  LinkComponent = PlainLink,
  className,
  ...props
}: AuthorBlockProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'bg-secondary/60 grid items-center gap-8 overflow-hidden rounded-xl p-6 md:grid-cols-[2fr_3fr] md:gap-12 md:p-10',
        className,
      )}
      {...props}
    >
      {author.photo ? (
        <img
          src={author.photo}
          alt={author.name}
          loading="lazy"
          className="aspect-[4/5] w-full max-w-sm rounded-lg object-cover shadow-md max-md:mx-auto"
        />
      ) : null}
      <div className="flex flex-col items-start gap-4">
        <p className="text-accent text-sm font-semibold tracking-[0.14em] uppercase">
          {t('catalogue.author.eyebrow')}
        </p>
        <h2 id={titleId} className="font-display text-display-md font-semibold text-balance">
          {author.title}
        </h2>
        <p className="text-xl font-medium">{author.name}</p>
        {author.specialization ? (
          <p className="text-muted-foreground font-medium">{author.specialization}</p>
        ) : null}
        {author.description ? (
          <p className="text-muted-foreground max-w-prose leading-relaxed">{author.description}</p>
        ) : null}
        {href ? (
          <Button asChild variant="outline" className="mt-2">
            <LinkComponent href={href}>
              {t('catalogue.author.more')}
              <ArrowRightIcon aria-hidden="true" />
            </LinkComponent>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
