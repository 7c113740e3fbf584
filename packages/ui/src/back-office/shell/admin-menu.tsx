import {
  BoxesIcon,
  ClipboardListIcon,
  GraduationCapIcon,
  HouseIcon,
  InboxIcon,
  InfoIcon,
  LayoutTemplateIcon,
  LightbulbIcon,
  type LucideIcon,
  MegaphoneIcon,
  NewspaperIcon,
  PackageIcon,
  ReceiptIcon,
  SquareDotIcon,
  TagsIcon,
  TicketPercentIcon,
  UsersIcon,
} from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';

/**
 * The menu's sections, by whom their pages are for: every staff member, the shop's operations
 * (admins and managers), the academy's content (admins and editors), the admin alone.
 */
export const ADMIN_MENU_GROUPS = ['overview', 'operations', 'content', 'administration'] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];

/** A page of the back office's menu: its declared name (PAGES), the app's href and its section. */
export interface AdminMenuItem {
  name: string;
  href: string;
  group: AdminMenuGroup;
  /** Its declaration's icon: a name of `ADMIN_MENU_ICONS`. */
  icon?: string;
}

/** The back office's menu icons, by the name a page's declaration gives (`icon`). */
export const ADMIN_MENU_ICONS: Record<string, LucideIcon> = {
  boxes: BoxesIcon,
  'clipboard-list': ClipboardListIcon,
  'graduation-cap': GraduationCapIcon,
  house: HouseIcon,
  inbox: InboxIcon,
  info: InfoIcon,
  'layout-template': LayoutTemplateIcon,
  lightbulb: LightbulbIcon,
  megaphone: MegaphoneIcon,
  newspaper: NewspaperIcon,
  package: PackageIcon,
  receipt: ReceiptIcon,
  tags: TagsIcon,
  'ticket-percent': TicketPercentIcon,
  users: UsersIcon,
};

/**
 * The keys (ui namespace, first found wins) of a page's label in the menu, which its page may take
 * as title: the shell's own list, else the `menu` text of the page's own section (`<name>.menu`,
 * so a new page with a texts file of its own needs no line here).
 */
export const adminMenuLabelKey = (name: string) => [`adminShell.menu.${name}`, `${name}.menu`];

const itemClass = [
  'text-foreground/85 hover:bg-muted hover:text-foreground flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-[0.9375rem] transition-colors',
  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:-outline-offset-2',
  'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground aria-[current=page]:font-medium',
  'dark:aria-[current=page]:bg-primary/15 dark:aria-[current=page]:text-primary',
].join(' ');

/**
 * The back office's pages as a navigation list in sections (a section's heading names the list
 * of its links), the page shown marked `aria-current="page"`.
 */
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
  // The menu is drawn twice (the sidebar and the phone's sheet): ids of its own per copy.
  const id = useId();
  // A menu taller than its box (the sidebar scrolls within itself) shows the page it marks.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!currentName) return;
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [currentName]);
  const groups = ADMIN_MENU_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter((section) => section.items.length > 0);
  return (
    <nav
      ref={nav}
      data-slot="admin-menu"
      aria-label={t('adminShell.menu.label')}
      className={className}
    >
      <div className="flex flex-col gap-4">
        {groups.map((section) => {
          const headingId = `${id}-${section.group}`;
          return (
            <div key={section.group} className="flex flex-col gap-0.5">
              {section.group !== 'overview' && (
                <h2
                  id={headingId}
                  className="text-muted-foreground px-3 pb-1 text-xs font-semibold tracking-wide uppercase"
                >
                  {t(`adminShell.menuGroups.${section.group}`)}
                </h2>
              )}
              <ul
                className="flex flex-col gap-0.5"
                aria-labelledby={section.group === 'overview' ? undefined : headingId}
              >
                {section.items.map((item) => {
                  const Icon = (item.icon && ADMIN_MENU_ICONS[item.icon]) || SquareDotIcon;
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
            </div>
          );
        })}
      </div>
    </nav>
  );
}
