import { describe, expect, it } from 'vitest';
import { reorderSchema, translatedTextSchema, translationCompleteness } from './authoring';

describe('translated text', () => {
  const title = translatedTextSchema({ max: 10, singleLine: true });

  it('requires the default language only, trims and fills the others', () => {
    expect(title.parse({ ro: ' Curs ' })).toEqual({ ro: 'Curs', ru: '', en: '', fr: '', es: '' });
    expect(title.safeParse({ ru: 'Курс' }).success).toBe(false);
    expect(title.safeParse({ ro: '   ' }).success).toBe(false);
  });

  it('refuses a text too long or a second line in a title', () => {
    expect(title.safeParse({ ro: 'x'.repeat(11) }).success).toBe(false);
    expect(title.safeParse({ ro: 'a\r\nb' }).success).toBe(false);
    const body = translatedTextSchema({ max: 100, required: false });
    expect(body.parse({ ro: 'a\nb' }).ro).toBe('a\nb');
    expect(body.parse({}).ro).toBe('');
  });
});

describe('translation completeness', () => {
  it('counts the fields with a text per language, markup alone is empty', () => {
    const marks = translationCompleteness(
      {
        name: { ro: 'Curs', ru: 'Курс', en: '', fr: '', es: '' },
        description: { ro: '<p>Text</p>', ru: '<p></p>', en: '', fr: '', es: '' },
      },
      ['name', 'description'],
    );
    expect(marks.ro).toEqual({ filled: 2, total: 2 });
    expect(marks.ru).toEqual({ filled: 1, total: 2 });
    expect(marks.en).toEqual({ filled: 0, total: 2 });
  });
});

describe('reorder', () => {
  it('takes each id once', () => {
    expect(reorderSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(reorderSchema.safeParse({ ids: [3, 3] }).success).toBe(false);
    expect(reorderSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
