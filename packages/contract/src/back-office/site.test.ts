import { describe, expect, it } from 'vitest';
import { isRegionPhone, LEGAL_SLOTS, legalDocumentPaths, regionInfoBodySchema } from './site';

describe('the region phone rule', () => {
  it('takes a phone written for people: + and the country code, 6 to 15 digits', () => {
    for (const phone of ['+373 69 123 456', '+40 (21) 300-40-50', '+7 495 123 45 67', '+3736912'])
      expect(isRegionPhone(phone), phone).toBe(true);
    for (const phone of ['069 123 456', '+40 72x 345', '+40 12', '+1234567890123456', '+', ''])
      expect(isRegionPhone(phone), phone).toBe(false);
  });

  it('is the schema’s: each region’s phone refused at its field', () => {
    const parsed = regionInfoBodySchema.safeParse({
      phone_md: '+373 69 123 456',
      phone_ro: '0721 345 678',
      phone_ru: '+7 495 123 45 67',
      phone_eu: '+34 611 204 118',
      address_md: 'a',
      address_ro: 'b',
      address_ru: 'c',
      address_eu: 'd',
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone_ro']);
  });
});

describe('the legal documents', () => {
  it('has a slot per kind, region and language the site links to', () => {
    const count = (kind: string) => LEGAL_SLOTS.filter((slot) => slot.kind === kind).length;
    expect([count('policy'), count('terms'), count('payment_policy'), count('cookie')]).toEqual([
      15, 9, 9, 1,
    ]);
  });

  it('serves each public path from one slot only', () => {
    const paths = LEGAL_SLOTS.flatMap((slot) => legalDocumentPaths(slot));
    expect(new Set(paths).size).toBe(paths.length);
    expect(legalDocumentPaths({ kind: 'terms', region: 'md', lang: 'en' })).toEqual([
      '/docs/md/terms_en.pdf',
      '/terms/terms_en.pdf',
      '/terms/terms_es.pdf',
      '/terms/terms_fr.pdf',
    ]);
    expect(legalDocumentPaths({ kind: 'payment_policy', region: 'ro', lang: 'ro' })).toEqual([
      '/docs/ro/security_ro.pdf',
    ]);
    expect(legalDocumentPaths({ kind: 'cookie', region: 'ro', lang: 'ro' })).toEqual([
      '/cookie_ro/cookie_ro.pdf',
    ]);
  });
});
