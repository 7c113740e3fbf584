import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from './index';
import {
  createAppI18nFor,
  forgetAppI18n,
  i18nIn,
  loadInnerTexts,
  loadLanguage,
  loadMemberTexts,
  loadStaffTexts,
} from './load';

describe('per-language loading', () => {
  // The instance these tests make would otherwise stay the app's for the next test files.
  afterEach(() => forgetAppI18n());

  it('starts with one language and the same texts as the all-language instance', async () => {
    const i18n = await createAppI18nFor('fr');
    expect(i18n.hasResourceBundle('ro', 'web')).toBe(false);
    const full = createAppI18n('fr');
    for (const [ns, key] of [
      ['web', 'home.heading'],
      ['ui', 'shell.nav.shop'],
      ['flows', 'courseCatalogue.loadMore'],
    ] as const) {
      expect(i18n.t(key, { ns })).toBe(full.t(key, { ns }));
    }
  });

  it('loads a new language when it is chosen, into an instance of its own', async () => {
    const i18n = await createAppI18nFor('ro');
    expect(i18nIn('ro')).toBe(i18n);
    expect(i18nIn('ru')).toBeUndefined();
    await loadLanguage('ru');
    const ru = i18nIn('ru');
    expect(ru?.language).toBe('ru');
    expect(ru?.t('home.heading', { ns: 'web' })).toBe(createAppI18n('ru').t('home.heading'));
    // The first language's instance stays in it: a part drawn in it hydrates in it.
    expect(i18n.language).toBe('ro');
  });

  it("adds the inner pages' texts on demand, then with each language chosen", async () => {
    const key = 'experts.directory.title';
    const i18n = await createAppI18nFor('ro');
    expect(createAppI18n('ro').exists(key, { ns: 'ui' })).toBe(true);
    expect(i18n.exists(key, { ns: 'ui' })).toBe(false);
    expect(i18n.exists('login.invalidData', { ns: 'flows' })).toBe(false);

    await loadInnerTexts('ro');
    expect(i18n.t(key, { ns: 'ui' })).toBe(createAppI18n('ro').t(key, { ns: 'ui' }));
    expect(i18n.t('login.invalidData', { ns: 'flows' })).toBe(
      createAppI18n('ro').t('login.invalidData', { ns: 'flows' }),
    );

    await loadLanguage('ru');
    expect(i18nIn('ru')?.t(key, { ns: 'ui' })).toBe(createAppI18n('ru').t(key, { ns: 'ui' }));
  });

  it('adds the screens after a login on demand, then with each language chosen', async () => {
    const key = 'shop.listing.title';
    const i18n = await createAppI18nFor('ro');
    expect(i18n.exists(key, { ns: 'ui' })).toBe(false);
    expect(i18n.exists('cart.droppedItems', { ns: 'flows' })).toBe(false);

    await loadMemberTexts('ro');
    expect(i18n.t(key, { ns: 'ui' })).toBe(createAppI18n('ro').t(key, { ns: 'ui' }));
    expect(i18n.t('cart.droppedItems', { ns: 'flows' })).toBe(
      createAppI18n('ro').t('cart.droppedItems', { ns: 'flows' }),
    );
    expect(i18n.exists('cart.droppedItems', { ns: 'flows' })).toBe(true);
    expect(i18n.t('shell.nav.shop', { ns: 'ui' })).toBe(
      createAppI18n('ro').t('shell.nav.shop', { ns: 'ui' }),
    );

    await loadLanguage('es');
    expect(i18nIn('es')?.t(key, { ns: 'ui' })).toBe(createAppI18n('es').t(key, { ns: 'ui' }));
  });

  it("adds the back office's texts only when its frame asks, then with each language chosen", async () => {
    const i18n = await createAppI18nFor('ro');
    await loadMemberTexts('ro');
    expect(i18n.exists('adminShell.menu.adminOrders', { ns: 'ui' })).toBe(false);
    expect(i18n.exists('staffAction.failed', { ns: 'flows' })).toBe(false);

    await loadStaffTexts('ro');
    const full = createAppI18n('ro');
    expect(i18n.t('adminShell.menu.adminOrders', { ns: 'ui' })).toBe(
      full.t('adminShell.menu.adminOrders', { ns: 'ui' }),
    );
    expect(i18n.t('staffAction.failed', { ns: 'flows' })).toBe(
      full.t('staffAction.failed', { ns: 'flows' }),
    );

    await loadLanguage('fr');
    expect(i18nIn('fr')?.t('adminShell.menu.adminOrders', { ns: 'ui' })).toBe(
      createAppI18n('fr').t('adminShell.menu.adminOrders', { ns: 'ui' }),
    );
  });
});
