import { isLanguage } from '@academy/contract/languages';
import { DASHBOARD_ITEMS, type DashboardItemId, DashboardLayout, DashboardMenu } from '@academy/ui';
import { useEffect, useRef } from 'react';
import { Outlet, useMatch, useNavigate, useParams } from 'react-router-dom';
import { storedLanguage } from '../../app/preferences';
import { RouterLink } from '../../app/router-link';
import { useSessionActor } from '../../app/session-provider';

const isDashboardItem = (value: string | undefined): value is DashboardItemId =>
  DASHBOARD_ITEMS.includes(value as DashboardItemId);

/**
 * The dashboard shell (spec 2.9): the menu with every child route, the current one marked from
 * the URL, logout through the session, and the child page beside (or below) it. Each child
 * names itself with the page's h1.
 */
export function Page() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : storedLanguage();
  const item = useMatch('/:lang/dashboard/:item/*')?.params.item;
  const session = useSessionActor();
  const navigate = useNavigate();
  // Leave the protected area first, and log out only once it is gone (this layout unmounts with
  // it): logging out while a protected page is still shown would send the user to login (the
  // route's guard) instead of Home (spec 4, Logout). The router commits a navigation in a React
  // transition, so the end of `navigate` is not yet the end of the page.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) session.send({ type: 'session.logout' });
    },
    [session],
  );
  const logout = () => {
    leaving.current = true;
    void navigate(`/${language}`);
  };

  return (
    <DashboardLayout
      menu={
        <DashboardMenu
          items={DASHBOARD_ITEMS.map((id) => ({ id, href: `/${language}/dashboard/${id}` }))}
          activeId={isDashboardItem(item) ? item : undefined}
          // Spec 2.9: my page stays locked until a check that the spec does not show.
          myPageLocked
          onLogout={logout}
          LinkComponent={RouterLink}
        />
      }
    >
      <Outlet />
    </DashboardLayout>
  );
}
