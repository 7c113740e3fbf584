import { isStaffRole } from '@academy/contract';
import {
  DASHBOARD_ITEMS,
  type DashboardItemId,
  DashboardLayout,
  DashboardMenu,
  dashboardItemLabelKey,
} from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch, useNavigate } from 'react-router-dom';
import { PageHead } from '../../app/page-head';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSessionActor } from '../../app/session-provider';
import { readSession } from '../../app/session-store';

const isDashboardItem = (value: string | undefined): value is DashboardItemId =>
  DASHBOARD_ITEMS.includes(value as DashboardItemId);

/** The stored user is `/auth/users/me/`'s answer, whose `role` names a staff member (issue 26). */
const isStaffMember = () =>
  isStaffRole((readSession().user as { role?: unknown } | undefined)?.role);

/**
 * The dashboard shell (spec 2.9): the menu with every child route, the current one marked from
 * the URL, and the child page beside (or below) it. Each child names itself with the page's h1.
 * Logout is the session's: it logs out and takes the user Home, once (spec 4, Logout).
 */
export function Page() {
  const paths = usePaths();
  const item = useMatch('/:lang/dashboard/:item/*')?.params.item;
  const session = useSessionActor();
  const navigate = useNavigate();
  const { t } = useTranslation('ui');

  return (
    <DashboardLayout
      menu={
        <DashboardMenu
          items={DASHBOARD_ITEMS.map((id) => ({ id, href: paths.dashboard.item(id) }))}
          activeId={isDashboardItem(item) ? item : undefined}
          // Spec 2.9 (designed check): my page is locked until the user owns a course; the
          // profile stored at login says so, the page itself asks the server again.
          myPageLocked={readSession().profile?.my_page_available !== true}
          onLogout={() => session.send({ type: 'session.logout' })}
          // The back office's way in, for staff only; the frame asks the server again.
          backOfficeHref={isStaffMember() ? paths.admin() : undefined}
          // Spec 2.9: the shortcut beside requests-list opens the add-schedule modal, on that
          // page (its list checks the hour and reloads after the save).
          onAddAppointment={() =>
            navigate({ pathname: paths.dashboard.requestsList(), search: '?add=visit' })
          }
          LinkComponent={RouterLink}
        />
      }
    >
      {/* Each tab its own title: the menu's label, as its h1 says. */}
      <PageHead
        title={isDashboardItem(item) ? t(dashboardItemLabelKey(item)) : undefined}
        page={isDashboardItem(item) ? undefined : 'dashboard'}
        noindex
      />
      <Outlet />
    </DashboardLayout>
  );
}
