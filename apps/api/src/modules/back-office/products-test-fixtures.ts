import type { Language } from '@academy/contract';
import { type AdminProduct, productFormOf } from '@academy/contract/back-office/products';
import { json, send, type TestApp } from '../../test/helpers';

/** A product test's calls as an editor: create one, read and save its form. */
export function productCalls(app: TestApp, token: string, lang: Language = 'ro') {
  const create = async (title = 'Cremă de test', category = 1) => {
    const res = await send(app, 'POST', `/${lang}/admin/products/`, {
      token,
      body: { title: { ro: title }, category },
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    return (await res.json()) as AdminProduct;
  };
  const get = (id: number) =>
    json<AdminProduct>(send(app, 'GET', `/${lang}/admin/products/${id}/`, { token }));
  /** Saves the product's current form with `changes` over it. */
  const save = async (id: number, changes: Record<string, unknown>) =>
    send(app, 'PUT', `/${lang}/admin/products/${id}/`, {
      token,
      body: { ...productFormOf(await get(id)), ...changes },
    });
  const post = (id: number, action: 'activate' | 'deactivate') =>
    send(app, 'POST', `/${lang}/admin/products/${id}/${action}/`, { token });
  return { create, get, save, post };
}

/**
 * What a Romanian doctor's catalogue needs of a product: shown, for doctors, sold in Romania at
 * a price, with stock and a picture.
 */
export const forRomanianDoctors = (imageId: number) => ({
  doctor: true,
  in_stock_for_ro: true,
  price_ro: 120,
  stock: 5,
  image_id: imageId,
});
