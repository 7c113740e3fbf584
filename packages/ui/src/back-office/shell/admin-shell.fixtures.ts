import type { AdminMenuItem } from './admin-menu';

/** A manager's menu (the operations pages), as the app derives it from PAGES. */
export const managerMenuFixture: AdminMenuItem[] = [
  { name: 'adminHome', href: '/ro/admin/home', group: 'overview' },
  { name: 'adminAccounts', href: '/ro/admin/accounts', group: 'operations' },
  { name: 'adminOrders', href: '/ro/admin/orders', group: 'operations' },
  { name: 'adminRequests', href: '/ro/admin/requests', group: 'operations' },
  { name: 'adminPromoCodes', href: '/ro/admin/promo-codes', group: 'operations' },
];

/** An editor's content pages. */
const contentMenuFixture: AdminMenuItem[] = [
  'Courses',
  'Products',
  'Taxonomy',
  'HomeContent',
  'Site',
  'Articles',
  'Promotions',
  'UsefulInfo',
].map((page) => ({
  name: `admin${page}`,
  href: `/ro/admin/${page.replace(/(.)([A-Z])/g, '$1-$2').toLowerCase()}`,
  group: 'content',
}));

/** An admin's menu: the manager's, the content pages and the audit log. */
export const adminMenuFixture: AdminMenuItem[] = [
  ...managerMenuFixture,
  ...contentMenuFixture,
  { name: 'adminAudit', href: '/ro/admin/audit', group: 'administration' },
];
