import { ArrowRightIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Skeleton, SkeletonText } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

const FRAME =
  'bg-secondary/60 grid items-center gap-8 overflow-hidden rounded-xl p-6 md:grid-cols-[2fr_3fr] md:gap-12 md:p-10';
const PHOTO = 'aspect-[4/5] w-full max-w-sm rounded-lg max-md:mx-auto';

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
    <section aria-labelledby={titleId} className={cn(FRAME, className)} {...props}>
      {author.photo ? (
        <img
          src={author.photo}
          alt={author.name}
          loading="lazy"
          className={cn(PHOTO, 'object-cover shadow-md')}
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

/** The author block while its text loads: the same frame, photo and rhythm. */
export function AuthorBlockSkeleton({ className, ...props }: ComponentProps<'section'>) {
  const { t } = useTranslation('ui');
  return (
    <section
      aria-busy="true"
      aria-label={t('catalogue.author.eyebrow')}
      className={cn(FRAME, className)}
      {...props}
    >
      <Skeleton className={PHOTO} />
      <div className="flex flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-4 w-32" />
        <SkeletonText lines={2} lineClassName="h-9" />
        <Skeleton className="h-7 w-48" />
        <SkeletonText lines={4} />
        <Skeleton className="mt-2 h-10 w-40" />
      </div>
    </section>
  );
}
