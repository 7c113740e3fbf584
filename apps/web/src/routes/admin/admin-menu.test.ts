import { LANGUAGES } from '@academy/contract/languages';
import { describe, expect, it } from 'vitest';
import { pathsFor } from '../../app/paths';
import { createAppI18n } from '../../i18n';
import { adminMenu, adminPageAt, mayOpen } from './admin-menu';

const paths = pathsFor('ro');
const names = (role: Parameters<typeof adminMenu>[0]) =>
  adminMenu(role, paths).map((item) => item.name);

describe('the back office menu', () => {
  it("is derived from the page declarations for the role: a manager's operations, no audit", () => {
    expect(names('manager')).toEqual([
      'adminHome',
      'adminAccounts',
      'adminOrders',
      'adminRequests',
      'adminPromoCodes',
    ]);
    expect(adminMenu('manager', paths)[2]).toEqual({
      name: 'adminOrders',
      href: '/ro/admin/orders',
      group: 'operations',
    });
  });

  it("gives an editor the content pages, and an admin everyone's and the audit log", () => {
    const content = [
      'adminCourses',
      'adminProducts',
      'adminTaxonomy',
      'adminHomeContent',
      'adminSite',
      'adminArticles',
      'adminPromotions',
      'adminUsefulInfo',
    ];
    expect(names('editor')).toEqual(['adminHome', ...content]);
    expect(names('admin')).toEqual([...names('manager'), ...content, 'adminAudit']);
  });

  it('puts each page in the section of whom it is for', () => {
    const groups = Object.fromEntries(
      adminMenu('admin', paths).map((item) => [item.name, item.group]),
    );
    expect(groups).toMatchObject({
      adminHome: 'overview',
      adminOrders: 'operations',
      adminCourses: 'content',
      adminAudit: 'administration',
    });
  });

  it('leaves out the pages of one record (a parameter in the path)', () => {
    expect(names('admin')).not.toContain('adminAccount');
    expect(names('admin')).not.toContain('adminOrder');
  });

  it('finds the page a path shows, and who may open it', () => {
    expect(adminPageAt('/ro/admin/orders')).toBe('adminOrders');
    expect(adminPageAt('/ru/admin/order/42')).toBe('adminOrder');
    expect(adminPageAt('/ro/admin')).toBeUndefined();
    expect(adminPageAt('/ro/dashboard/orders')).toBeUndefined();
    expect(mayOpen('manager', 'adminAudit')).toBe(false);
    expect(mayOpen('admin', 'adminAudit')).toBe(true);
    expect(mayOpen('editor', undefined)).toBe(true);
    expect(mayOpen(null, 'adminHome')).toBe(false);
  });

  it('has a label in every language for each page it can show', () => {
    for (const language of LANGUAGES) {
      const i18n = createAppI18n(language);
      const missing = adminMenu('admin', pathsFor(language)).filter(
        (item) => !i18n.getResource(language, 'ui', `adminShell.menu.${item.name}`),
      );
      expect(missing, language).toEqual([]);
    }
  });
});
