import type { DashboardPath } from '@academy/contract/pages';
import { DASHBOARD_MENU_COLLAPSED_ITEMS } from '@academy/machines';
import {
  AwardIcon,
  BookOpenIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  CalendarPlusIcon,
  ChevronDownIcon,
  FileTextIcon,
  InfoIcon,
  KeyRoundIcon,
  LockIcon,
  LogOutIcon,
  type LucideIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  UserRoundIcon,
  WalletIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/tooltip/tooltip';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** The dashboard's pages (contract pages.ts, spec 2.1, 2.9); "shop" is the shop history (Cashback). */
export type DashboardItemId = DashboardPath;

/** Each page's icon and label, in the menu order of spec 2.9 (typecheck asks for a new page's). */
const ITEM_LOOK: Record<DashboardItemId, { icon: LucideIcon; label: string }> = {
  protocols: { icon: FileTextIcon, label: 'protocols' },
  courses: { icon: BookOpenIcon, label: 'courses' },
  certificates: { icon: AwardIcon, label: 'certificates' },
  orders: { icon: ReceiptIcon, label: 'orders' },
  'requests-list': { icon: CalendarCheckIcon, label: 'requests' },
  availability: { icon: CalendarClockIcon, label: 'availability' },
  'useful-info': { icon: InfoIcon, label: 'usefulInfo' },
  'change-pass': { icon: KeyRoundIcon, label: 'changePass' },
  'my-page': { icon: UserRoundIcon, label: 'myPage' },
  shop: { icon: WalletIcon, label: 'shop' },
};

/**
 * The items of the specialist's page, locked until a course is bought (spec 2.9): My page, and
 * the hours and services its visitors book from (issue 28).
 */
const LOCKED_WITH_MY_PAGE: ReadonlySet<DashboardItemId> = new Set(['my-page', 'availability']);

/** The menu order of spec 2.9. */
export const DASHBOARD_ITEMS = Object.keys(ITEM_LOOK) as readonly DashboardItemId[];

/** The key (ui namespace) of an item's label, which the page behind it also takes as its title. */
export const dashboardItemLabelKey = (id: DashboardItemId) =>
  `dashboardMenu.${ITEM_LOOK[id].label}` as const;

export interface DashboardMenuProps {
  /** The items with the app's hrefs, in menu order (see DASHBOARD_ITEMS). */
  items: { id: DashboardItemId; href: string }[];
  /** The page shown, marked `aria-current="page"`. */
  activeId?: DashboardItemId;
  /** My page (and the hours of its visits) stays locked until a course is bought (spec 2.9). */
  myPageLocked?: boolean;
  onLogout: () => void;
  /**
   * The shortcut icon beside requests-list: opens the add-schedule modal (spec 2.9). Without it
   * the item has no shortcut.
   */
  onAddAppointment?: () => void;
  /** The back office, for a staff member only: a link above logout (issue 26). */
  backOfficeHref?: string;
  /** On mobile, all items or only the first DASHBOARD_MENU_COLLAPSED_ITEMS; controlled or not. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  LinkComponent?: LinkComponent;
  className?: string;
}

const itemClass = [
  'text-foreground/85 hover:bg-muted hover:text-foreground flex h-11 w-full items-center gap-3 rounded-lg px-3 text-[0.9375rem] transition-colors',
  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:-outline-offset-2',
  'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground aria-[current=page]:font-medium',
  'dark:aria-[current=page]:bg-primary/15 dark:aria-[current=page]:text-primary',
].join(' ');

/**
 * The personal-area menu (spec 2.9): every item with its icon, my page locked with its tooltip,
 * and logout. Below md only the first three show until "show all" is pressed.
 */
export function DashboardMenu({
  items,
  activeId,
  myPageLocked = false,
  onLogout,
  onAddAppointment,
  backOfficeHref,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  LinkComponent = PlainLink,
  className,
}: DashboardMenuProps) {
  const { t } = useTranslation('ui');
  const listId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const open = expanded ?? ownExpanded;
  const toggle = () => {
    if (expanded === undefined) setOwnExpanded(!open);
    onExpandedChange?.(!open);
  };

  return (
    <nav
      data-slot="dashboard-menu"
      aria-label={t('dashboardMenu.label')}
      className={cn('bg-surface rounded-xl border p-2 shadow-sm', className)}
    >
      <ul
        id={listId}
        data-state={open ? 'expanded' : 'collapsed'}
        className="flex flex-col gap-0.5"
      >
        {items.map((item, index) => {
          const { icon: Icon } = ITEM_LOOK[item.id];
          const folded = !open && index >= DASHBOARD_MENU_COLLAPSED_ITEMS;
          const content = (
            <>
              <Icon className="text-muted-foreground size-[1.125rem] shrink-0" aria-hidden="true" />
              <span className="flex-1 text-left">{t(dashboardItemLabelKey(item.id))}</span>
            </>
          );
          return (
            <li
              key={item.id}
              data-folded={folded || undefined}
              className={cn(folded && 'max-md:hidden')}
            >
              {myPageLocked && LOCKED_WITH_MY_PAGE.has(item.id) ? (
                <Tooltip>
                  <TooltipTrigger asChild>
                    <button
                      type="button"
                      aria-disabled="true"
                      className={cn(
                        itemClass,
                        'text-muted-foreground hover:text-muted-foreground cursor-not-allowed',
                      )}
                    >
                      {content}
                      <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
                    </button>
                  </TooltipTrigger>
                  <TooltipContent side="right">{t('dashboardMenu.myPageLocked')}</TooltipContent>
                </Tooltip>
              ) : item.id === 'requests-list' && onAddAppointment ? (
                <div className="flex items-center gap-0.5">
                  <LinkComponent
                    href={item.href}
                    aria-current={item.id === activeId ? 'page' : undefined}
                    className={itemClass}
                  >
                    {content}
                  </LinkComponent>
                  <button
                    type="button"
                    data-slot="dashboard-menu-shortcut"
                    aria-label={t('dashboardMenu.addVisit')}
                    title={t('dashboardMenu.addVisit')}
                    onClick={onAddAppointment}
                    className="text-primary hover:bg-muted focus-visible:outline-ring inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:-outline-offset-2"
                  >
                    <CalendarPlusIcon className="size-[1.125rem]" aria-hidden="true" />
                  </button>
                </div>
              ) : (
                <LinkComponent
                  href={item.href}
                  aria-current={item.id === activeId ? 'page' : undefined}
                  className={itemClass}
                >
                  {content}
                </LinkComponent>
              )}
            </li>
          );
        })}
      </ul>

      {items.length > DASHBOARD_MENU_COLLAPSED_ITEMS ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
          className="text-primary hover:bg-muted focus-visible:outline-ring flex h-10 w-full cursor-pointer items-center justify-center gap-1.5 rounded-lg text-sm font-medium focus-visible:outline-2 md:hidden"
        >
          {open ? t('dashboardMenu.showLess') : t('dashboardMenu.showAll')}
          <ChevronDownIcon
            className={cn(
              'size-4 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      ) : null}

      <div className="mt-2 border-t pt-2">
        {backOfficeHref ? (
          <LinkComponent href={backOfficeHref} className={itemClass}>
            <ShieldCheckIcon
              className="text-muted-foreground size-[1.125rem] shrink-0"
              aria-hidden="true"
            />
            <span className="flex-1 text-left">{t('backOffice.link')}</span>
          </LinkComponent>
        ) : null}
        <button type="button" onClick={onLogout} className={cn(itemClass, 'cursor-pointer')}>
          <LogOutIcon
            className="text-muted-foreground size-[1.125rem] shrink-0"
            aria-hidden="true"
          />
          <span className="flex-1 text-left">{t('dashboardMenu.logout')}</span>
        </button>
      </div>
    </nav>
  );
}
