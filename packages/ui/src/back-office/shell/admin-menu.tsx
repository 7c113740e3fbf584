import {
  ClipboardListIcon,
  HouseIcon,
  InboxIcon,
  type LucideIcon,
  ReceiptIcon,
  SquareDotIcon,
  TicketPercentIcon,
  UsersIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';

/** A page of the back office's menu: its declared name (PAGES) and the app's href. */
export interface AdminMenuItem {
  name: string;
  href: string;
}

/** The icons of the pages known today; a page declared later shows a plain square until it has one. */
const ICONS: Record<string, LucideIcon> = {
  adminHome: HouseIcon,
  adminAccounts: UsersIcon,
  adminOrders: ReceiptIcon,
  adminRequests: InboxIcon,
  adminPromoCodes: TicketPercentIcon,
  adminAudit: ClipboardListIcon,
};

/** The key (ui namespace) of a page's label in the menu, which its page may take as title. */
export const adminMenuLabelKey = (name: string) => `adminShell.menu.${name}`;

const itemClass = [
  'text-foreground/85 hover:bg-muted hover:text-foreground flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-[0.9375rem] transition-colors',
  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:-outline-offset-2',
  'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground aria-[current=page]:font-medium',
  'dark:aria-[current=page]:bg-primary/15 dark:aria-[current=page]:text-primary',
].join(' ');

/** The back office's pages as a navigation list, the page shown marked `aria-current="page"`. */
export function AdminMenu({
  items,
  currentName,
  LinkComponent,
  className,
}: {
  items: AdminMenuItem[];
  currentName?: string;
  LinkComponent: LinkComponent;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <nav data-slot="admin-menu" aria-label={t('adminShell.menu.label')} className={className}>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const Icon = ICONS[item.name] ?? SquareDotIcon;
          return (
            <li key={item.name}>
              <LinkComponent
                href={item.href}
                aria-current={item.name === currentName ? 'page' : undefined}
                className={cn(itemClass)}
              >
                <Icon
                  className="text-muted-foreground size-[1.125rem] shrink-0"
                  aria-hidden="true"
                />
                <span className="flex-1 text-left">{t(adminMenuLabelKey(item.name))}</span>
              </LinkComponent>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
