import type { StaffRole } from '@academy/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminMenu, type AdminMenuItem, adminMenuLabelKey } from './admin-menu';
import { AdminMenuSheet } from './admin-menu-sheet';
import { StaffFooter } from './staff-footer';

export interface AdminStaffMember {
  name: string;
  role: StaffRole;
}

export interface AdminShellProps {
  /** The pages the staff member may open, in menu order (the app derives them from PAGES). */
  items: AdminMenuItem[];
  /** The page shown (its PAGES name), marked in the menu. */
  currentName?: string;
  staff: AdminStaffMember;
  /** The public site's home. */
  siteHref: string;
  onLogout: () => void;
  /** Below 1023 px: the menu's sheet, controlled or not. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  LinkComponent?: LinkComponent;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/**
 * The back office's frame: from 1023 px a sidebar with the menu, the staff member and the ways out
 * beside the page; below, a bar whose menu button opens the same in a sheet.
 */
export function AdminShell({
  items,
  currentName,
  staff,
  siteHref,
  onLogout,
  menuOpen,
  onMenuOpenChange,
  LinkComponent = PlainLink,
  children,
  className,
}: AdminShellProps) {
  const { t } = useTranslation('ui');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = menuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setOwnOpen(next);
    onMenuOpenChange?.(next);
  };
  const footer = (
    <StaffFooter
      staff={staff}
      siteHref={siteHref}
      onLogout={onLogout}
      LinkComponent={LinkComponent}
    />
  );
  // Laid out by its own width (a container query), so the frame and its stories agree at any size.
  return (
    <div data-slot="admin-shell" className={cn('@container w-full', className)}>
      <div className="max-w-content px-gutter mx-auto flex flex-col gap-4 py-4 @min-[63.9375rem]:grid @min-[63.9375rem]:grid-cols-[16rem_minmax(0,1fr)] @min-[63.9375rem]:gap-8 @min-[63.9375rem]:py-8">
        {/* Sticky, so a menu taller than the window scrolls within itself to its last page. */}
        <aside className="hidden @min-[63.9375rem]:sticky @min-[63.9375rem]:top-24 @min-[63.9375rem]:flex @min-[63.9375rem]:max-h-[calc(100dvh-7rem)] @min-[63.9375rem]:flex-col @min-[63.9375rem]:gap-3 @min-[63.9375rem]:self-start">
          <p className="text-muted-foreground px-3 text-xs font-semibold tracking-wide uppercase">
            {t('adminShell.frame.title')}
          </p>
          <div className="bg-surface min-h-0 overflow-y-auto rounded-xl border p-2 shadow-sm">
            <AdminMenu items={items} currentName={currentName} LinkComponent={LinkComponent} />
            {footer}
          </div>
        </aside>

        <div
          data-slot="admin-bar"
          className="bg-surface flex items-center gap-3 rounded-xl border px-2 py-1.5 shadow-sm @min-[63.9375rem]:hidden"
        >
          <AdminMenuSheet open={open} onOpenChange={setOpen} title={t('adminShell.frame.title')}>
            <AdminMenu items={items} currentName={currentName} LinkComponent={LinkComponent} />
            {footer}
          </AdminMenuSheet>
          <p className="min-w-0 flex-1 truncate text-sm">
            <span className="text-muted-foreground">{t('adminShell.frame.title')}</span>
            {currentName ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="font-medium">{t(adminMenuLabelKey(currentName))}</span>
              </>
            ) : null}
          </p>
        </div>

        <div data-slot="admin-page" className="flex min-w-0 flex-col gap-6">
          {children}
        </div>
      </div>
    </div>
  );
}
