import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useSession } from '../app/session-provider';

/**
 * Protected routes (spec 2.1): a visitor goes to login with `redirect` holding the encoded
 * original full path, and comes back there after logging in.
 */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  if (isLoggedIn) return <Outlet />;
  const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
  return <Navigate replace to={`/${lang}/login?redirect=${redirect}`} />;
}
