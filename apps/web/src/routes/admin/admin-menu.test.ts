import { LANGUAGES } from '@academy/contract/languages';
import { ADMIN_MENU_ICONS, adminMenuLabelKey } from '@academy/ui/back-office';
import { describe, expect, it } from 'vitest';
import { pathsFor } from '../../app/paths';
import { createAppI18n } from '../../i18n';
import { adminMenu, adminPageAt, mayOpen } from './admin-menu';

const paths = pathsFor('ro');
const names = (role: Parameters<typeof adminMenu>[0]) =>
  adminMenu(role, paths).map((item) => item.name);

describe('the back office menu', () => {
  it("is derived from the page declarations for the role: a manager's operations, no audit", () => {
    // The first pages, in declaration order (a page declared later joins the end of its role's).
    expect(names('manager').slice(0, 5)).toEqual([
      'adminHome',
      'adminAccounts',
      'adminOrders',
      'adminRequests',
      'adminPromoCodes',
    ]);
    expect(names('manager')).not.toContain('adminAudit');
    expect(names('manager')).not.toContain('adminCourses');
    expect(adminMenu('manager', paths)[2]).toEqual({
      name: 'adminOrders',
      href: '/ro/admin/orders',
      group: 'operations',
      icon: 'receipt',
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
    expect(names('editor').slice(0, content.length + 1)).toEqual(['adminHome', ...content]);
    expect(names('editor')).not.toContain('adminOrders');
    expect(names('admin')).toEqual([
      ...names('manager'),
      ...names('editor').slice(1),
      'adminAudit',
    ]);
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
        (item) =>
          !adminMenuLabelKey(item.name).some((key) =>
            i18n.exists(key, { ns: 'ui', lng: language }),
          ),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('has an icon of the kit for each page it can show', () => {
    const without = adminMenu('admin', paths).filter(
      (item) => !item.icon || !(item.icon in ADMIN_MENU_ICONS),
    );
    expect(without).toEqual([]);
  });
});
