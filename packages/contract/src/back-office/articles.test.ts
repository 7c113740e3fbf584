import { describe, expect, it } from 'vitest';
import { articleFormErrorOf, promotionBodySchema, slugSchema, suggestSlug } from './articles';

describe('an article address suggested from its Romanian title', () => {
  it.each([
    ['Îngrijirea pielii și ședința', 'ingrijirea-pielii-si-sedinta'],
    ['Ţesut: ce, cum?  2026!', 'tesut-ce-cum-2026'],
    ['Уход за кожей лица', 'uhod-za-kozhei-litsa'],
    ['  --Mezoterapie-- ', 'mezoterapie'],
  ])('%s → %s', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it('is never longer than an address may be, nor ends with a hyphen', () => {
    const slug = suggestSlug(`${'cuvant '.repeat(40)}final`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it('refuses capitals, diacritics, doubled or outer hyphens in a typed address', () => {
    for (const slug of ['Mare', 'ședință', 'a--b', '-a', 'a-', '', 'a b'])
      expect(articleFormErrorOf(slugSchema.safeParse(slug).error?.issues[0]?.message ?? '')).toBe(
        'slugFormat',
      );
  });
});

describe('a promotion form', () => {
  const base = {
    title: { ro: 'Ofertă' },
    description: {},
    body: {},
    discount: 10,
    course_id: null,
    starts_at: '2027-01-01T00:00:00Z',
    ends_at: null,
    draft: false,
  };
  it('takes an open end, or an end after its start', () => {
    expect(promotionBodySchema.safeParse(base).success).toBe(true);
    expect(
      promotionBodySchema.safeParse({ ...base, ends_at: '2027-01-02T00:00:00+02:00' }).success,
    ).toBe(true);
  });
  it('refuses an end at or before its start, at the end', () => {
    const result = promotionBodySchema.safeParse({ ...base, ends_at: base.starts_at });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ends_at', 'The end must come after the start.'],
    ]);
  });
});
