import type { AdminMenuItem } from './admin-menu';

/** A manager's menu (the operations pages), as the app derives it from PAGES. */
export const managerMenuFixture: AdminMenuItem[] = [
  { name: 'adminHome', href: '/ro/admin/home' },
  { name: 'adminAccounts', href: '/ro/admin/accounts' },
  { name: 'adminOrders', href: '/ro/admin/orders' },
  { name: 'adminRequests', href: '/ro/admin/requests' },
  { name: 'adminPromoCodes', href: '/ro/admin/promo-codes' },
];

/** An admin's menu: the manager's and the audit log. */
export const adminMenuFixture: AdminMenuItem[] = [
  ...managerMenuFixture,
  { name: 'adminAudit', href: '/ro/admin/audit' },
];
