import type { PageDeclaration, PageName } from '@academy/contract/pages';
import { AdminShell, adminMenuLabelKey, StaffOnly } from '@academy/ui/back-office';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunction, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { loadStaffSession, type StaffSession } from '../../api/admin-session';
import { PageHead } from '../../app/page-head';
import { PAGES, usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSessionActor } from '../../app/session-provider';
import { currentToken } from '../../app/session-store';
import { adminMenu, adminPageAt, mayOpen } from './admin-menu';

/**
 * Who is logged in: the frame's loader asks on each of its loads (a new page), and the pages'
 * `allows` of the same navigation, or of a new query on the same page, take its answer (for the
 * same token) instead of asking again.
 */
let asked: { token: string; session: Promise<StaffSession> } | null = null;
function staffSession({ fresh }: { fresh: boolean }): Promise<StaffSession> {
  const token = currentToken();
  if (fresh || !asked || asked.token !== token) {
    const session = loadStaffSession();
    asked = { token, session };
    session.catch(() => {
      if (asked?.session === session) asked = null;
    });
  }
  return asked.session;
}

/** The back office's pages, loaded through this frame (routes/router.tsx keeps their files out of the entry). */
export const pages = import.meta.glob<{ Page: ComponentType; loader?: LoaderFunction }>(
  './*-page.tsx',
);

/**
 * The frame's data: the staff member (role null for a user who is not staff). The back office's
 * texts come with each of its pages' data (routes/router.tsx: the pages declared with `roles`).
 */
export async function loader() {
  return { staff: await staffSession({ fresh: true }) };
}

/** A page of the frame loads its data only for a role it is declared for (no refused calls). */
export async function allows(declaration: PageDeclaration): Promise<boolean> {
  const { role } = await staffSession({ fresh: false });
  return role !== null && (declaration.roles?.includes(role) ?? false);
}

/**
 * The back office's frame (issue 26): the menu derived from the page declarations for the staff
 * member's role, the page beside it; a logged-in user without the page's role sees whose area it
 * is instead (StaffOnly). Closed to robots; each page titled by its menu label.
 */
export function Page() {
  const { staff } = useLoaderData<typeof loader>();
  const paths = usePaths();
  const { pathname } = useLocation();
  const session = useSessionActor();
  const { t } = useTranslation('ui');
  const current = adminPageAt(pathname);
  const title = current && adminMenuTitle(current, t);

  if (!staff.role || !mayOpen(staff.role, current)) {
    return (
      <>
        <PageHead title={t('adminShell.staffOnly.title')} noindex />
        <StaffOnly homeHref={paths.home()} LinkComponent={RouterLink} />
      </>
    );
  }
  return (
    <AdminShell
      items={adminMenu(staff.role, paths)}
      currentName={current}
      staff={{ name: staff.name, role: staff.role }}
      siteHref={paths.home()}
      onLogout={() => session.send({ type: 'session.logout' })}
      LinkComponent={RouterLink}
    >
      <PageHead title={title ?? t('adminShell.frame.title')} noindex />
      {/* Who is looking: a page offers what their role may do (useStaffMember). */}
      <Outlet context={staff} />
    </AdminShell>
  );
}

/** A menu page's label as its title; a record's page (with a parameter) titles itself. */
function adminMenuTitle(name: PageName, t: (key: string[]) => string): string | undefined {
  return PAGES[name].pattern.includes(':') ? undefined : t(adminMenuLabelKey(name));
}
