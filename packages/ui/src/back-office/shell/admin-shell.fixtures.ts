import type { AdminMenuItem } from './admin-menu';

/** A manager's menu (the operations pages), as the app derives it from PAGES. */
export const managerMenuFixture: AdminMenuItem[] = [
  { name: 'adminHome', href: '/ro/admin/home', group: 'overview', icon: 'house' },
  { name: 'adminAccounts', href: '/ro/admin/accounts', group: 'operations', icon: 'users' },
  { name: 'adminOrders', href: '/ro/admin/orders', group: 'operations', icon: 'receipt' },
  { name: 'adminRequests', href: '/ro/admin/requests', group: 'operations', icon: 'inbox' },
  {
    name: 'adminPromoCodes',
    href: '/ro/admin/promo-codes',
    group: 'operations',
    icon: 'ticket-percent',
  },
];

/** An editor's content pages, with their icons. */
const contentMenuFixture: AdminMenuItem[] = (
  [
    ['Courses', 'graduation-cap'],
    ['Products', 'package'],
    ['Taxonomy', 'tags'],
    ['HomeContent', 'layout-template'],
    ['Site', 'info'],
    ['Articles', 'newspaper'],
    ['Promotions', 'megaphone'],
    ['UsefulInfo', 'lightbulb'],
  ] as const
).map(([page, icon]) => ({
  name: `admin${page}`,
  href: `/ro/admin/${page.replace(/(.)([A-Z])/g, '$1-$2').toLowerCase()}`,
  group: 'content',
  icon,
}));

/** An admin's menu: the manager's, the content pages and the audit log. */
export const adminMenuFixture: AdminMenuItem[] = [
  ...managerMenuFixture,
  ...contentMenuFixture,
  { name: 'adminAudit', href: '/ro/admin/audit', group: 'administration', icon: 'clipboard-list' },
];
