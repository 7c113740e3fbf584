import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { usePaths } from '../app/paths';
import { useSession } from '../app/session-provider';

/**
 * Protected routes (spec 2.1): a visitor goes to login with `redirect` holding the encoded
 * original full path, and comes back there after logging in. A user who logs out here is not a
 * visitor: the session machine takes them Home (spec 4, Logout), so this page shows nothing
 * meanwhile instead of sending them to login.
 */
export function RequireAuth() {
  const { isLoggedIn, loggedOutByUser } = useSession();
  const paths = usePaths();
  const { pathname, search, hash } = useLocation();
  const wasLoggedIn = useRef(isLoggedIn);
  if (isLoggedIn) {
    wasLoggedIn.current = true;
    return <Outlet />;
  }
  if (wasLoggedIn.current && loggedOutByUser) return null;
  return <Navigate replace to={paths.login({ redirect: `${pathname}${search}${hash}` })} />;
}
