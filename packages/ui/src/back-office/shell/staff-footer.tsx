import { ArrowLeftIcon, LogOutIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../lib/link-component';
import type { AdminStaffMember } from './admin-shell';

const rowClass =
  'text-foreground/85 hover:bg-muted hover:text-foreground focus-visible:outline-ring flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-[0.9375rem] transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2';

/** Under the menu: who is signed in and with which role, the way back to the site, and logout. */
export function StaffFooter({
  staff,
  siteHref,
  onLogout,
  LinkComponent,
}: {
  staff: AdminStaffMember;
  siteHref: string;
  onLogout: () => void;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  return (
    <div data-slot="staff-footer" className="mt-2 flex flex-col gap-0.5 border-t pt-2">
      <p className="px-3 py-2 text-sm">
        <span className="sr-only">{t('adminShell.frame.staffMember')}: </span>
        <span className="block truncate font-medium">{staff.name}</span>
        <span className="text-muted-foreground block">{t(`adminShell.roles.${staff.role}`)}</span>
      </p>
      <LinkComponent href={siteHref} className={rowClass}>
        <ArrowLeftIcon
          className="text-muted-foreground size-[1.125rem] shrink-0"
          aria-hidden="true"
        />
        {t('adminShell.frame.backToSite')}
      </LinkComponent>
      <button type="button" onClick={onLogout} className={rowClass}>
        <LogOutIcon className="text-muted-foreground size-[1.125rem] shrink-0" aria-hidden="true" />
        {t('adminShell.frame.logout')}
      </button>
    </div>
  );
}
