import { renderWithProviders } from '@academy/ui/test/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appNamespaces } from '../i18n';
import { routes } from '../routes/router';

/** The whole app at a path, as a page story shows it; its calls answered by the MSW handlers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, {
    namespaces: appNamespaces,
  });
  return { router, ...view };
}
