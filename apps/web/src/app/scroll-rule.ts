import { matchPath } from 'react-router-dom';
import { PROTECTED_ROUTES, ROUTE_PATTERNS } from './paths';

const PROTECTED = PROTECTED_ROUTES.map((name) => `/:lang/${ROUTE_PATTERNS[name]}/*`);

/** Whether a site path (`/ro/dashboard/courses?x=1`) is a protected route's (spec 2.1). */
export function isProtectedPath(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? '';
  return PROTECTED.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Spec 2.1: "Scroll goes to the top on navigation unless the target is protected. Back navigation
 * restores the position." The layout's <ScrollRestoration /> restores positions on back and
 * forward, and scrolls to the top on every other navigation unless that navigation says
 * `preventScrollReset`: each link and navigation of the app passes these options.
 */
export function scrollRuleFor(to: string): { preventScrollReset: boolean } {
  return { preventScrollReset: isProtectedPath(to) };
}
