import { PRODUCT_FORM_ERRORS, productFormOf } from '@academy/contract/back-office/products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, similarProducts, users } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { json, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createStaffTestApp } from '../../test/staff';
import { productCalls } from './products-test-fixtures';

/** The product form's rules (issue 27): each refused at its field, every save audited. */
let setup: Awaited<ReturnType<typeof createStaffTestApp<'editor' | 'manager'>>>;
let calls: ReturnType<typeof productCalls>;
let editorId = 0;

beforeAll(async () => {
  setup = await createStaffTestApp(['editor', 'manager']);
  calls = productCalls(setup.ctx.app, setup.tokens.editor);
  const [editor] = await setup.ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'editor@academy.demo'));
  editorId = editor?.id ?? 0;
});
afterAll(() => setup.ctx.database.close());

const db = () => setup.ctx.database.db;
const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });
/** A product's audit lines, newest first. */
const auditOf = async (id: number) =>
  (await auditLines(db(), { entity: 'product', entityId: id })).reverse();

describe('a new product', () => {
  it('is made from its Romanian title and category, inactive, audited', async () => {
    const product = await calls.create('Ser hidratant', 1);
    expect(product).toMatchObject({ active: false, category: 1, stock: 0, image_thumbnail: null });
    expect(product.title.ro).toBe('Ser hidratant');
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ actorId: editorId, action: 'product.create', before: null });
  });

  it('needs the Romanian title and a known category', async () => {
    const post = (body: unknown) =>
      send(setup.ctx.app, 'POST', '/ro/admin/products/', { token: setup.tokens.editor, body });
    expect((await post({ title: { ru: 'Крем' }, category: 1 })).status).toBe(400);
    expect(await refusal(await post({ title: { ro: 'Cremă' }, category: 99_999 }))).toEqual({
      status: 400,
      body: { category: [PRODUCT_FORM_ERRORS.unknownCategory] },
    });
  });

  it('is refused to a manager (authoring roles only)', async () => {
    const res = await send(setup.ctx.app, 'POST', '/ro/admin/products/', {
      token: setup.tokens.manager,
      body: { title: { ro: 'Cremă' }, category: 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe('the form refuses, each at its field', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await calls.create()).id;
  });
  const refused = async (changes: Record<string, unknown>, field: string, message: string) => {
    const res = await calls.save(id, changes);
    expect(res.status).toBe(400);
    expect((await res.json()) as Record<string, string[]>).toEqual({ [field]: [message] });
  };

  it('a negative price, in any market and tier', async () => {
    await refused({ price_ro: -1 }, 'price_ro', PRODUCT_FORM_ERRORS.price);
    await refused({ client_price_ru: -0.5 }, 'client_price_ru', PRODUCT_FORM_ERRORS.price);
  });

  it('an old price not above the price, or without one', async () => {
    await refused(
      { price_ro: 100, price_old_ro: 100 },
      'price_old_ro',
      PRODUCT_FORM_ERRORS.oldPrice,
    );
    await refused({ price: null, price_old: 50 }, 'price_old', PRODUCT_FORM_ERRORS.oldPrice);
    const client = { client_price: 80, client_price_old: 70 };
    await refused(client, 'client_price_old', PRODUCT_FORM_ERRORS.oldPrice);
    expect((await calls.save(id, { price_ro: 100, price_old_ro: 120 })).status).toBe(200);
  });

  it('a discount outside 0–100 or not whole', async () => {
    await refused({ discount_ro: 101 }, 'discount_ro', PRODUCT_FORM_ERRORS.discount);
    await refused({ client_discount: -1 }, 'client_discount', PRODUCT_FORM_ERRORS.discount);
    await refused({ discount: 12.5 }, 'discount', PRODUCT_FORM_ERRORS.discount);
  });

  it('a stock below 0 or not whole', async () => {
    await refused({ stock: -1 }, 'stock', PRODUCT_FORM_ERRORS.stock);
    await refused({ stock: 2.5 }, 'stock', PRODUCT_FORM_ERRORS.stock);
  });

  it('itself or a missing product as similar or variant', async () => {
    await refused({ similar_ids: [id] }, 'similar_ids', PRODUCT_FORM_ERRORS.notItself);
    await refused({ variant_ids: [1, id] }, 'variant_ids', PRODUCT_FORM_ERRORS.notItself);
    await refused({ similar_ids: [999_999] }, 'similar_ids', PRODUCT_FORM_ERRORS.unknownProduct);
    await refused({ variant_ids: [999_999] }, 'variant_ids', PRODUCT_FORM_ERRORS.unknownProduct);
  });

  it('an unknown brand, and an image uploaded for another purpose', async () => {
    await refused({ brand: 99_999 }, 'brand', PRODUCT_FORM_ERRORS.unknownBrand);
    const cover = await uploadedImage(db(), 'course_cover');
    const res = await calls.save(id, { image_id: cover.id });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['image_id']);
  });

  it('leaves the product as it was after a refusal', async () => {
    await calls.save(id, { stock: -1 });
    expect((await calls.get(id)).stock).toBe(0);
  });
});

describe('a saved form', () => {
  it('keeps the texts, sanitizes the rich ones and stores the pictures', async () => {
    const { id } = await calls.create();
    const [first, second] = [
      await uploadedImage(db(), 'product'),
      await uploadedImage(db(), 'product'),
    ];
    const res = await calls.save(id, {
      title: { ro: 'Cremă', ru: 'Крем', en: 'Cream', fr: '', es: '' },
      short_description: { ro: 'Scurt <b>text</b>', ru: '', en: '', fr: '', es: '' },
      description: {
        ro: '<p>Bun<script>alert(1)</script></p>',
        ru: '<p onclick="x()">Да</p>',
        en: '',
        fr: '',
        es: '',
      },
      image_id: first.id,
      image2_id: second.id,
    });
    expect(res.status).toBe(200);
    const saved = await calls.get(id);
    expect(saved.title).toMatchObject({ ru: 'Крем', en: 'Cream' });
    // A plain text stays as typed: the page shows it as text, never as markup.
    expect(saved.short_description.ro).toBe('Scurt <b>text</b>');
    expect(saved.description).toMatchObject({ ro: '<p>Bun</p>', ru: '<p>Да</p>' });
    expect(saved).toMatchObject({
      image_thumbnail: first.url('image_thumbnail'),
      image2_thumbnail: second.url('image_thumbnail'),
    });
    expect((await calls.save(id, { image2_id: null })).status).toBe(200);
    expect(await calls.get(id)).toMatchObject({
      image_thumbnail: first.url('image_thumbnail'),
      image2_thumbnail: null,
    });
  });

  it('writes the packaging group and the similar products, named in the language', async () => {
    const [a, b, c] = [await calls.create('A'), await calls.create('B'), await calls.create('C')];
    await calls.save(a.id, { variant_ids: [b.id, c.id], similar_ids: [1] });
    expect((await calls.get(b.id)).variants.map((v) => v.id)).toEqual([a.id, c.id]);
    await calls.save(a.id, { variant_ids: [b.id] });
    expect((await calls.get(c.id)).variants).toEqual([]);
    expect((await calls.get(b.id)).variants).toEqual([{ id: a.id, title: 'A' }]);
    const links = await db()
      .select()
      .from(similarProducts)
      .where(eq(similarProducts.productId, a.id));
    expect(links.map((l) => l.similarId)).toEqual([1]);
    await calls.save(a.id, { variant_ids: [] });
    const [row] = await db().select().from(products).where(eq(products.id, b.id));
    expect(row?.variantGroup).toBeNull();
  });

  it('is audited with the fields it changed only, before and after', async () => {
    const { id } = await calls.create();
    await calls.save(id, { stock: 7, price_ro: 99.5 });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ actorId: editorId, action: 'product.update' });
    expect(entry?.before).toEqual({ stock: 0, price_ro: null });
    expect(entry?.after).toEqual({ stock: 7, price_ro: 99.5 });
  });

  it('answers 404 for a product that does not exist', async () => {
    const { app } = setup.ctx;
    const token = setup.tokens.editor;
    const body = productFormOf(await calls.get(1));
    expect((await send(app, 'PUT', '/ro/admin/products/999999/', { token, body })).status).toBe(
      404,
    );
    expect((await send(app, 'GET', '/ro/admin/products/999999/', { token })).status).toBe(404);
  });
});

describe('the list', () => {
  type Page = { count: number; results: { id: number; title: string; stock: number }[] };
  const list = (query: string, lang = 'ro') =>
    json<Page>(
      send(setup.ctx.app, 'GET', `/${lang}/admin/products/?${query}`, {
        token: setup.tokens.editor,
      }),
    );

  it('finds a product by a title in any language or by its number, hidden ones included', async () => {
    const { id } = await calls.create('Loțiune tonică');
    await calls.save(id, {
      title: { ro: 'Loțiune tonică', ru: 'Тоник особый', en: '', fr: '', es: '' },
    });
    expect((await list('q=особый')).results.map((p) => p.id)).toEqual([id]);
    expect((await list(`q=${id}`)).results.map((p) => p.id)).toContain(id);
    expect((await list('q=особый', 'ru')).results[0]?.title).toBe('Тоник особый');
  });

  it('filters by status and stock, sorts and pages', async () => {
    const [a, b] = [await calls.create('Zeta'), await calls.create('Zeta bis')];
    await calls.save(b.id, { stock: 9 });
    const hiddenOut = await list('status=inactive&stock=out&q=Zeta');
    expect(hiddenOut.results.map((p) => p.id)).toEqual([a.id]);
    const byStock = await list('q=Zeta&sort=stock&order=desc');
    expect(byStock.results.map((p) => p.stock)).toEqual([9, 0]);
    const second = await list('q=Zeta&sort=title&page=2&page_size=1');
    expect(second).toMatchObject({ count: 2, results: [{ id: b.id }] });
    expect((await list('status=active&q=Zeta')).count).toBe(0);
  });

  it('audits showing and hiding, each with its before and after', async () => {
    const { id } = await calls.create();
    const image = await uploadedImage(db(), 'product');
    await calls.save(id, { image_id: image.id });
    await calls.post(id, 'activate');
    await calls.post(id, 'deactivate');
    const [hidden, shown] = await auditOf(id);
    expect(shown).toMatchObject({ action: 'product.activate', after: { active: true } });
    expect(hidden).toMatchObject({ action: 'product.deactivate', before: { active: true } });
  });
});
