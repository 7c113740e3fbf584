import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import {
  type AdminProduct,
  type AdminProductBody,
  type AdminProductCreateBody,
  type AdminProductPick,
  adminProductBodySchema,
  adminProductCreateSchema,
  PRODUCT_FORM_ERRORS,
  PRODUCT_MARKET_FIELD_NAMES,
  productFormOf,
} from '@academy/contract/back-office/products';
import type { StaffActionValues } from '@academy/machines';
import {
  fieldErrorKey,
  flatTranslated,
  numberOf,
  schemaRefusal,
  translatedOf,
} from '../shell/form-values';

/**
 * A product's form as the staff-action flow keeps it (text by name): a translated field per
 * language as `<field>.<lang>` (the server's refusals name them so), numbers as typed, flags
 * `true`/`false`, tags one per line, the chosen variants and similar products as JSON (their
 * titles are shown), pictures by the uploaded image's id. The contract's schema checks the body
 * built from them, here before sending and again on the server.
 */
export type ProductFormValues = StaffActionValues;

export const PRODUCT_TEXT_FIELDS = [
  'title',
  'short_description',
  'description',
  'description2',
  'ingredients',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

const PLAIN_TEXTS = ['type', 'weight_packaging', 'size_packaging'] as const;
export const PRODUCT_FLAGS = ['doctor', 'cosmetolog', 'catherine_store'] as const;
/** The picked products of the form, by field: `variants` → `variant_ids`. */
export const PRODUCT_RELATIONS = { variants: 'variant_ids', similar: 'similar_ids' } as const;
export type ProductRelation = keyof typeof PRODUCT_RELATIONS;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form's first values: the product as saved. */
export function productFormValues(product: AdminProduct): ProductFormValues {
  const body = productFormOf(product);
  const values: Record<string, string> = {
    category: text(body.category ?? null),
    brand: text(body.brand ?? null),
    tags: (body.tags ?? []).join('\n'),
    stock: String(body.stock),
    weight_grams: String(body.weight_grams),
    variants: JSON.stringify(product.variants),
    similar: JSON.stringify(product.similar),
  };
  for (const field of PRODUCT_TEXT_FIELDS)
    Object.assign(values, flatTranslated(field, product[field]));
  for (const field of PLAIN_TEXTS) values[field] = product[field];
  for (const field of PRODUCT_FLAGS) values[field] = String(product[field]);
  for (const field of PRODUCT_MARKET_FIELD_NAMES) {
    const value = product[field];
    values[field] = typeof value === 'boolean' ? String(value) : text(value);
  }
  return values;
}

/** The products picked for a relation. */
export function pickedProducts(values: ProductFormValues, relation: ProductRelation) {
  try {
    return JSON.parse(values[relation] ?? '[]') as AdminProductPick[];
  } catch {
    return [];
  }
}

const idOf = (value: string | undefined) => numberOf(value) ?? undefined;

/** The request body of the form's values. */
export function productBodyOf(values: ProductFormValues): AdminProductBody {
  const body: Record<string, unknown> = {
    category: numberOf(values.category),
    brand: numberOf(values.brand),
    tags: (values.tags ?? '')
      .split('\n')
      .map((tag) => tag.trim())
      .filter(Boolean),
    stock: numberOf(values.stock) ?? Number.NaN,
    weight_grams: numberOf(values.weight_grams) ?? 0,
    variant_ids: pickedProducts(values, 'variants').map((p) => p.id),
    similar_ids: pickedProducts(values, 'similar').map((p) => p.id),
    image_id: idOf(values.image_id),
    image2_id: values.image2_id === 'none' ? null : idOf(values.image2_id),
  };
  for (const field of PRODUCT_TEXT_FIELDS) body[field] = translatedOf(values, field);
  for (const field of PLAIN_TEXTS) body[field] = values[field] ?? '';
  for (const field of PRODUCT_FLAGS) body[field] = values[field] === 'true';
  for (const field of PRODUCT_MARKET_FIELD_NAMES) {
    const value = values[field];
    if (field.includes('in_stock_for') || field.includes('special_offer'))
      body[field] = value === 'true';
    else if (field.includes('discount')) body[field] = numberOf(value) ?? 0;
    else body[field] = numberOf(value);
  }
  return body as AdminProductBody;
}

/** The form's own check with the contract's schema, before the server's. */
export const productFormRefusal = (values: ProductFormValues) =>
  schemaRefusal(adminProductBodySchema, productBodyOf(values));

/** A new product's body: its Romanian title and its category (values `title.ro`, `category`). */
export const productCreateBodyOf = (values: ProductFormValues): AdminProductCreateBody => ({
  title: { ...emptyTranslatedText(), ro: values['title.ro'] ?? '' },
  category: numberOf(values.category) ?? Number.NaN,
});

export const productCreateRefusal = (values: ProductFormValues) =>
  schemaRefusal(adminProductCreateSchema, productCreateBodyOf(values));

export type ProductFormError = keyof typeof PRODUCT_FORM_ERRORS;

/** The error key of a refused field: the contract's own message, or a general "check this". */
export function productFieldError(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  field: string,
): ProductFormError | 'invalid' | null {
  return fieldErrorKey(fieldErrors, field, PRODUCT_FORM_ERRORS);
}
