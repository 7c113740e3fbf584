import { ShieldAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface StaffOnlyProps {
  /** The site's home. */
  homeHref: string;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** What a logged-in user without a staff role sees at the back office (a 403): whose area it is, and the way home. */
export function StaffOnly({ homeHref, LinkComponent = PlainLink, className }: StaffOnlyProps) {
  const { t } = useTranslation('ui');
  const staffOnlyTitleId = useId();
  return (
    <section
      data-slot="staff-only"
      aria-labelledby={staffOnlyTitleId}
      className={cn(
        'max-w-content px-gutter mx-auto flex flex-col items-center gap-4 py-16 text-center',
        className,
      )}
    >
      <ShieldAlertIcon className="text-muted-foreground size-12" aria-hidden="true" />
      <h1 id={staffOnlyTitleId} className="font-display text-display-sm font-semibold">
        {t('adminShell.staffOnly.title')}
      </h1>
      <p className="text-muted-foreground max-w-md">{t('adminShell.staffOnly.text')}</p>
      <Button asChild>
        <LinkComponent href={homeHref}>{t('adminShell.staffOnly.home')}</LinkComponent>
      </Button>
    </section>
  );
}
