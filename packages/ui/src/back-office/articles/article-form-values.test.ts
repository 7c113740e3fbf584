import {
  ARTICLE_FORM_ERRORS,
  articleBodySchema,
  promotionBodySchema,
} from '@academy/contract/back-office/articles';
import { describe, expect, it } from 'vitest';
import { schemaRefusal } from '../shell/form-values';
import {
  articleBodyOf,
  articleFormValues,
  editorFieldError,
  promotionBodyOf,
  promotionFormValues,
  usefulInfoBodyOf,
  usefulInfoFormValues,
} from './article-form-values';
import { articleFixture, promotionFixture, usefulInfoFixture } from './articles.fixtures';

describe("an editor's flat values", () => {
  it('give back the article they were made from, as the contract takes it', () => {
    const body = articleBodyOf(articleFormValues(articleFixture));
    expect(body).toMatchObject({
      slug: articleFixture.slug,
      title: articleFixture.title,
      body: articleFixture.body,
      draft: false,
      image_id: undefined,
    });
    // The local minute the field shows is the same instant (seconds are not edited).
    expect(body.published_at).toBe(articleFixture.published_at);
    expect(articleBodySchema.safeParse(body).success).toBe(true);
  });

  it('send a new upload as its id, and keep the picture otherwise', () => {
    const values = { ...articleFormValues(articleFixture), image_id: '42' };
    expect(articleBodyOf(values).image_id).toBe(42);
    expect(usefulInfoBodyOf(usefulInfoFormValues(usefulInfoFixture)).image_id).toBeUndefined();
    const removed = { ...usefulInfoFormValues(usefulInfoFixture), image_id: 'none' };
    expect(usefulInfoBodyOf(removed).image_id).toBeNull();
  });

  it("say an open end, no course, and a promotion's refusals at the server's field names", () => {
    const values = { ...promotionFormValues(promotionFixture), ends_at: '', course_id: '' };
    expect(promotionBodyOf(values)).toMatchObject({ ends_at: null, course_id: null, discount: 20 });
    const wrong = {
      ...promotionFormValues(promotionFixture),
      discount: '101',
      ends_at: '2026-11-01T10:00',
      'title.ro': '',
    };
    const refusal = schemaRefusal(promotionBodySchema, promotionBodyOf(wrong));
    expect(Object.keys(refusal?.fieldErrors ?? {}).sort()).toEqual([
      'discount',
      'ends_at',
      'title.ro',
    ]);
    const errors = refusal?.fieldErrors ?? {};
    expect(editorFieldError(errors, wrong, 'discount')).toBe('discount');
    expect(editorFieldError(errors, wrong, 'ends_at')).toBe('dates');
    expect(editorFieldError(errors, wrong, 'title.ro')).toBe('required');
    expect(editorFieldError({ slug: [ARTICLE_FORM_ERRORS.slugTaken] }, wrong, 'slug')).toBe(
      'slugTaken',
    );
    expect(editorFieldError({ 'title.ru': ['Too long.'] }, { 'title.ru': 'x' }, 'title.ru')).toBe(
      'invalid',
    );
  });
});
