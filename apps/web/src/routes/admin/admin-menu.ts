import type { StaffRole } from '@academy/contract';
import { PAGES, type PageDeclaration, type PageName } from '@academy/contract/pages';
import { ADMIN_ONLY, AUTHORING_ROLES, OPERATIONS_ROLES } from '@academy/contract/staff';
import type { AdminMenuGroup, AdminMenuItem } from '@academy/ui/back-office';
import type { Paths } from '../../app/paths';

const FRAME = `${PAGES.admin.pattern}/`;

/** The back office's pages a menu can link to: under the frame, without a parameter. */
const MENU_PAGES = (Object.keys(PAGES) as PageName[]).filter((name) => {
  const { pattern } = PAGES[name] as PageDeclaration;
  return pattern.startsWith(FRAME) && !pattern.includes(':');
});

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** A page's section of the menu, told by whom it is for (its declared roles). */
function groupOf(roles: readonly StaffRole[] = []): AdminMenuGroup {
  if (sameRoles(roles, OPERATIONS_ROLES)) return 'operations';
  if (sameRoles(roles, AUTHORING_ROLES)) return 'content';
  if (sameRoles(roles, ADMIN_ONLY)) return 'administration';
  return 'overview';
}

/**
 * The menu of a staff role, derived from the page declarations (issue 26): every back-office page
 * without a parameter whose `roles` include it, in declaration order, in the section of the roles
 * it is for. A new admin page appears here by its declaration alone (its `icon` too); its
 * label is the `menu` text of its own section (`<name>.menu`).
 */
export function adminMenu(role: StaffRole, paths: Paths): AdminMenuItem[] {
  return MENU_PAGES.filter((name) => (PAGES[name] as PageDeclaration).roles?.includes(role)).map(
    (name) => ({
      name,
      href: (paths[name] as () => string)(),
      group: groupOf((PAGES[name] as PageDeclaration).roles),
      icon: (PAGES[name] as PageDeclaration).icon,
    }),
  );
}

/** The back-office page a path shows (its declaration's name), for the menu's mark and access. */
export function adminPageAt(pathname: string): PageName | undefined {
  const path = pathname.split('/').slice(2).join('/');
  return (Object.keys(PAGES) as PageName[]).find((name) => {
    const { pattern } = PAGES[name] as PageDeclaration;
    if (!pattern.startsWith(FRAME)) return false;
    const expression = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`);
    return expression.test(path);
  });
}

/** Whether a role may open a page of the back office (the frame itself: every staff role). */
export function mayOpen(role: StaffRole | null, name: PageName | undefined): boolean {
  if (!role) return false;
  const roles = name ? (PAGES[name] as PageDeclaration).roles : PAGES.admin.roles;
  return roles?.includes(role) ?? false;
}
