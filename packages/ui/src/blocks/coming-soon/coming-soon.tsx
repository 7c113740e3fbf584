import { ArrowLeftIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { SiteMark } from '../site-logo/site-logo';

export interface ComingSoonProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The page's name, translated by the caller; "Coming soon" alone when left out. */
  title?: string;
  homeHref: string;
  LinkComponent?: LinkComponent;
}

/** A designed placeholder for pages of later slices (issue 5): never a blank route. */
export function ComingSoon({
  title,
  homeHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: ComingSoonProps) {
  const { t } = useTranslation('ui');
  return (
    <section
      data-slot="coming-soon"
      className={cn('px-gutter py-section flex flex-col items-center text-center', className)}
      {...props}
    >
      <div className="relative mb-10 flex size-40 items-center justify-center" aria-hidden="true">
        <span className="border-border absolute inset-0 rounded-full border" />
        <span className="border-border absolute inset-5 rounded-full border border-dashed" />
        <span className="bg-secondary absolute inset-10 rounded-full" />
        <SiteMark className="text-primary relative size-12" />
      </div>
      <p className="text-accent mb-4 text-xs font-semibold tracking-[0.24em] uppercase">
        {t('shell.comingSoon.eyebrow')}
      </p>
      <h1 className="font-display text-display-md max-w-2xl font-semibold">
        {title ?? t('shell.comingSoon.eyebrow')}
      </h1>
      <p className="text-muted-foreground mt-5 max-w-md leading-relaxed">
        {t('shell.comingSoon.text')}
      </p>
      <Button asChild variant="outline" className="mt-9 rounded-full">
        <LinkComponent href={homeHref}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('shell.comingSoon.home')}
        </LinkComponent>
      </Button>
    </section>
  );
}
