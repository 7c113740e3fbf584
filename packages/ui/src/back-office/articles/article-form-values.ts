import {
  type ArticleBody,
  type ArticleFormError,
  articleBodySchema,
  articleFormErrorOf,
  type PromotionBody,
  promotionBodySchema,
  type UsefulInfoBody,
  usefulInfoBodySchema,
} from '@academy/contract/back-office/articles';
import { flatTranslated as flat, instantOf, localMoment, translatedOf } from '../shell/form-values';
import type { AdminArticle, AdminPromotion, AdminUsefulInfo } from './articles-types';

/**
 * The editors' fields as the staff-action flow keeps them: text by name, a translated field as
 * one field per language (`title.ro`, the server's own error keys), moments local
 * (`datetime-local`), `draft` as 'true' / 'false', and the picture as `image_id` (a new upload's
 * id; '' keeps the current one, 'none' removes it) beside `image_url` (what the field shows). The
 * contract's schema checks the body built from them, here before sending and again on the server.
 */
export type EditorValues = Readonly<Record<string, string>>;

/** The picture to send: a new upload's id, or nothing (kept). */
const imageIdOf = (values: EditorValues) =>
  /^\d+$/.test(values.image_id ?? '') ? Number(values.image_id) : undefined;

const picture = (url: string | null) => ({ image_id: '', image_url: url ?? '' });

export const articleFormValues = (article: AdminArticle): EditorValues => ({
  slug: article.slug,
  ...flat('title', article.title),
  ...flat('excerpt', article.excerpt),
  ...flat('body', article.body),
  ...picture(article.image),
  published_at: localMoment(article.published_at),
  draft: String(article.draft),
});

export const articleBodyOf = (values: EditorValues): ArticleBody => ({
  slug: values.slug ?? '',
  title: translatedOf(values, 'title'),
  excerpt: translatedOf(values, 'excerpt'),
  body: translatedOf(values, 'body'),
  image_id: imageIdOf(values),
  published_at: instantOf(values.published_at),
  draft: values.draft !== 'false',
});

export const promotionFormValues = (promotion: AdminPromotion): EditorValues => ({
  ...flat('title', promotion.title),
  ...flat('description', promotion.description),
  ...flat('body', promotion.body),
  ...picture(promotion.image),
  discount: String(promotion.discount),
  course_id: promotion.course_id === null ? '' : String(promotion.course_id),
  starts_at: localMoment(promotion.starts_at),
  ends_at: localMoment(promotion.ends_at),
  draft: String(promotion.draft),
});

/** A typed whole number, null when empty; NaN for the schema to refuse. */
const numberOf = (value: string | undefined) =>
  (value ?? '').trim() === '' ? null : Number((value ?? '').trim());

export const promotionBodyOf = (values: EditorValues): PromotionBody => ({
  title: translatedOf(values, 'title'),
  description: translatedOf(values, 'description'),
  body: translatedOf(values, 'body'),
  image_id: imageIdOf(values),
  discount: numberOf(values.discount) ?? 0,
  course_id: numberOf(values.course_id),
  starts_at: instantOf(values.starts_at),
  ends_at: values.ends_at ? instantOf(values.ends_at) : null,
  draft: values.draft !== 'false',
});

export const usefulInfoFormValues = (entry: AdminUsefulInfo): EditorValues => ({
  ...flat('title', entry.title),
  ...flat('body', entry.body),
  ...picture(entry.image),
});

export const usefulInfoBodyOf = (values: EditorValues): UsefulInfoBody => ({
  title: translatedOf(values, 'title'),
  body: translatedOf(values, 'body'),
  image_id: values.image_id === 'none' ? null : imageIdOf(values),
});

/** The three editors' schemas, for `schemaRefusal`. */
export const EDITOR_SCHEMAS = {
  article: articleBodySchema,
  promotion: promotionBodySchema,
  usefulInfo: usefulInfoBodySchema,
} as const;

/** Why a field was refused, as a key of `adminArticles.errors`. */
export type EditorFieldError = ArticleFormError | 'required' | 'invalid';

/**
 * The error key of a field: the contract's own words, an empty field that needs a value, or a
 * general "check this value" (a length, a line break in a title).
 */
export function editorFieldError(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  values: EditorValues,
  field: string,
): EditorFieldError | null {
  const message = fieldErrors[field]?.[0];
  if (message === undefined) return null;
  const known = articleFormErrorOf(message);
  if (known) return known;
  return (values[field] ?? '').trim() === '' ? 'required' : 'invalid';
}
