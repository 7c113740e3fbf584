import { DASHBOARD_ITEMS } from './dashboard-menu';

/** Every dashboard item under /ro/dashboard, for stories and tests. */
export const dashboardItemsFixture = DASHBOARD_ITEMS.map((id) => ({
  id,
  href: `/ro/dashboard/${id}`,
}));
