import type { Language } from '@academy/contract/languages';
import { UsersRoundIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';
import { EmptyState } from '../empty-state/empty-state';
import { SpecialistCard, type SpecialistCardData } from '../specialist-card/specialist-card';

/** A specialist of the directory: the user id (the page's id) and what the card shows. */
export interface ExpertsDirectoryItem {
  id: number;
  profile: SpecialistCardData;
}

export interface ExpertsDirectoryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** In the server's order (photos first, then the consultation price, descending: spec 7.1). */
  specialists: readonly ExpertsDirectoryItem[];
  language: Language;
  /** A specialist's public page (`/ro/expert/12`). */
  hrefFor: (id: number) => string;
  LinkComponent?: LinkComponent;
}

/** The specialists directory (spec 1, 6): a grid of cards, each leading to the public page. */
export function ExpertsDirectory({
  specialists,
  language,
  hrefFor,
  LinkComponent,
  className,
  ...props
}: ExpertsDirectoryProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section
      data-slot="experts-directory"
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-10', className)}
      {...props}
    >
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="text-accent text-sm font-semibold tracking-[0.14em] uppercase">
          {t('experts.directory.eyebrow')}
        </p>
        <h1 id={titleId} className="font-display text-display-lg font-semibold text-balance">
          {t('experts.directory.title')}
        </h1>
        <p className="text-muted-foreground text-lg leading-relaxed">
          {t('experts.directory.subtitle')}
        </p>
      </header>
      {specialists.length === 0 ? (
        <EmptyState
          slot="experts-directory-list"
          icon={UsersRoundIcon}
          title={t('experts.directory.emptyTitle')}
          message={t('experts.directory.emptyText')}
        />
      ) : (
        <ul
          data-slot="experts-directory-list"
          className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {specialists.map((specialist) => (
            <li key={specialist.id} className="flex">
              <SpecialistCard
                className="w-full"
                specialist={specialist.profile}
                language={language}
                href={hrefFor(specialist.id)}
                LinkComponent={LinkComponent}
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
