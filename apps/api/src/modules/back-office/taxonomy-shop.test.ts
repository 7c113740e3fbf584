import {
  type Brand,
  brandSchema,
  deleteRefusalSchema,
  type ShopCategory,
  shopCategorySchema,
} from '@academy/contract/back-office/taxonomy';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, promoCodes } from '../../db/schema';
import { json } from '../../test/helpers';
import { authoringTestApp, texts } from './taxonomy-test-fixtures';

let t: Awaited<ReturnType<typeof authoringTestApp>>;
beforeAll(async () => {
  t = await authoringTestApp();
});
afterAll(() => t.ctx.database.close());

type PublicBrand = { id: number; name: string; image: string | null };
const publicBrands = (lang = 'ro') => t.visitor<PublicBrand[]>(`/${lang}/shop/brands/`);
const publicCategories = (lang = 'ro') =>
  t.visitor<{ id: number; name: string }[]>(`/${lang}/shop/category/`);

async function created<T>(path: string, body: unknown, schema: { parse: (v: unknown) => T }) {
  const res = await t.call('POST', path, body);
  expect(res.status).toBe(201);
  return schema.parse(await res.json());
}

describe('shop categories', () => {
  it('lists each with how many products are filed under it', async () => {
    const list = await json<ShopCategory[]>(t.call('GET', '/admin/shop-categories/'));
    const [first] = list;
    const [filed] = await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.categoryId, first?.id ?? 0));
    expect(first?.products).toBe(filed?.n);
  });

  it('creates and renames one; the shop in each language shows it at once, audited', async () => {
    await publicCategories('ru');
    const category = await created(
      '/admin/shop-categories/',
      { name: texts('Serums') },
      shopCategorySchema,
    );
    expect((await publicCategories('ru')).at(-1)).toEqual({ id: category.id, name: 'ru: Serums' });
    const res = await t.call('PATCH', `/admin/shop-categories/${category.id}/`, {
      name: texts('Face serums'),
    });
    expect(res.status).toBe(200);
    expect((await publicCategories('ro')).find((c) => c.id === category.id)?.name).toBe(
      'ro: Face serums',
    );
    expect(await t.lastAudit('shop_category.update')).toMatchObject({
      entityId: category.id,
      before: { name: { ro: 'ro: Serums' } },
      after: { name: { ro: 'ro: Face serums' } },
    });
  });

  it('refuses a name without its Romanian text at name.ro', async () => {
    const res = await t.call('POST', '/admin/shop-categories/', {
      name: { ...texts('x'), ro: ' ' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await json(res))).toEqual(['name.ro']);
  });

  it('refuses to delete one products use, or a promo code is limited to, saying how many', async () => {
    const list = await json<ShopCategory[]>(t.call('GET', '/admin/shop-categories/'));
    const used = list.find((c) => c.products > 0);
    const res = await t.call('DELETE', `/admin/shop-categories/${used?.id}/`);
    expect(res.status).toBe(409);
    expect(deleteRefusalSchema.parse(await res.json())).toMatchObject({
      reason: 'in_use',
      products: used?.products,
    });
    const empty = await created(
      '/admin/shop-categories/',
      { name: texts('Empty') },
      shopCategorySchema,
    );
    await t.db.insert(promoCodes).values({
      code: `TAX-${empty.id}`,
      percent: 5,
      scope: 'categories',
      categoryIds: [empty.id],
    });
    const limited = await t.call('DELETE', `/admin/shop-categories/${empty.id}/`);
    expect(deleteRefusalSchema.parse(await limited.json())).toMatchObject({
      products: 0,
      promo_codes: 1,
    });
    await t.db.delete(promoCodes).where(eq(promoCodes.code, `TAX-${empty.id}`));
    expect((await t.call('DELETE', `/admin/shop-categories/${empty.id}/`)).status).toBe(204);
    expect((await publicCategories()).some((c) => c.id === empty.id)).toBe(false);
    expect(await t.lastAudit('shop_category.delete')).toMatchObject({
      entityId: empty.id,
      after: null,
    });
  });
});

describe('brands', () => {
  it("creates one with a logo: it joins Home's partner logos (the shop's brands with an image)", async () => {
    await publicBrands();
    const logo = await t.uploadedImage('brand_logo');
    const brand = await created(
      '/admin/brands/',
      { name: texts('Lumen'), image_id: logo.id },
      brandSchema,
    );
    expect(brand.image).toBe(logo.url('image'));
    expect((await publicBrands()).find((b) => b.id === brand.id)).toEqual({
      id: brand.id,
      name: 'ro: Lumen',
      image: logo.url('image'),
    });
  });

  it('keeps the logo when the form leaves it out, removes it with null', async () => {
    const logo = await t.uploadedImage('brand_logo');
    const brand = await created(
      '/admin/brands/',
      { name: texts('Aqua'), image_id: logo.id },
      brandSchema,
    );
    const renamed = brandSchema.parse(
      await json(t.call('PATCH', `/admin/brands/${brand.id}/`, { name: texts('Aqua Pro') })),
    );
    expect(renamed.image).toBe(logo.url('image'));
    await publicBrands();
    const cleared = await t.call('PATCH', `/admin/brands/${brand.id}/`, {
      name: texts('Aqua Pro'),
      image_id: null,
    });
    expect((await json<Brand>(cleared)).image).toBeNull();
    expect((await publicBrands()).find((b) => b.id === brand.id)?.image).toBeNull();
    expect(await t.lastAudit('brand.update')).toMatchObject({
      before: { image: logo.url('image') },
      after: { image: null },
    });
  });

  it('refuses an image uploaded for another purpose, or none, at image_id', async () => {
    const cover = await t.uploadedImage('course_cover');
    for (const imageId of [cover.id, 999_999]) {
      const res = await t.call('POST', '/admin/brands/', { name: texts('x'), image_id: imageId });
      expect(res.status).toBe(400);
      expect(Object.keys(await json(res))).toEqual(['image_id']);
    }
  });

  it('deletes a brand only when no product names it', async () => {
    const list = await json<Brand[]>(t.call('GET', '/admin/brands/'));
    const used = list.find((b) => b.products > 0);
    const refused = await t.call('DELETE', `/admin/brands/${used?.id}/`);
    expect(refused.status).toBe(409);
    expect(deleteRefusalSchema.parse(await refused.json()).products).toBe(used?.products);
    const spare = await created('/admin/brands/', { name: texts('Spare') }, brandSchema);
    expect((await t.call('DELETE', `/admin/brands/${spare.id}/`)).status).toBe(204);
    expect((await t.call('DELETE', `/admin/brands/${spare.id}/`)).status).toBe(404);
  });
});
