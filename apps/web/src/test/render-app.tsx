import { renderWithProviders } from '@academy/ui/test/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appNamespaces } from '../i18n';
import { routes } from '../routes/router';

/** The whole app at a path, as a page story shows it; its calls answered by the MSW handlers. */
export function renderApp(path: string) {
  // A new tab: react-router keeps saved scroll positions in a module variable across routers, and
  // reloads it from this key only when the key is there. Without it, this first page (whose key
  // is always "default") would be scrolled to where an earlier test left its own, whenever that
  // update lands: a call a scroll test would count.
  sessionStorage.setItem('react-router-scroll-positions', '{}');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, {
    namespaces: appNamespaces,
  });
  return { router, ...view };
}
