import { describe, expect, it } from 'vitest';
import {
  legalDocuments,
  paymentProviders,
  type RegionInfo,
  regionContact,
  telHref,
} from './footer-region';

const hrefs = (region: string | null, language: Parameters<typeof legalDocuments>[0]['language']) =>
  Object.fromEntries(legalDocuments({ region, language }).map((doc) => [doc.id, doc.href]));

describe('legalDocuments', () => {
  it('gives Moldova (and unknown countries) the spec policy path per language', () => {
    expect(hrefs('MD', 'ro')).toEqual({
      privacy: '/policy_md/policy_ro.pdf',
      terms: '/docs/md/terms_ro.pdf',
      security: '/docs/md/security_ro.pdf',
    });
    expect(hrefs(null, 'fr').privacy).toBe('/policy_md/policy_fr.pdf');
    expect(hrefs('DE', 'ru').terms).toBe('/docs/md/terms_ru.pdf');
  });

  it('serves terms and payment documents in ru, ro or en; es and fr use en', () => {
    expect(hrefs('MD', 'es').terms).toBe('/docs/md/terms_en.pdf');
    expect(hrefs('MD', 'fr').security).toBe('/docs/md/security_en.pdf');
    expect(hrefs('MD', 'en').terms).toBe('/docs/md/terms_en.pdf');
  });

  it('picks the Russian and Romanian documents by country', () => {
    expect(hrefs('RU', 'ru')).toEqual({
      privacy: '/policy_ru/policy_ru.pdf',
      terms: '/docs/ru/terms_ru.pdf',
      security: '/docs/ru/security_ru.pdf',
    });
    expect(hrefs('RO', 'en').terms).toBe('/docs/ro/terms_en.pdf');
  });

  it('adds the cookie policy for Romania only', () => {
    expect(hrefs('RO', 'ro').cookie).toBe('/cookie_ro/cookie_ro.pdf');
    expect(hrefs('RO', 'es').cookie).toBe('/cookie_ro/cookie_ro.pdf');
    for (const region of ['MD', 'RU', 'FR', null])
      expect(hrefs(region, 'ro').cookie).toBeUndefined();
  });
});

describe('paymentProviders', () => {
  it('depends on the region', () => {
    expect(paymentProviders('RO')).toEqual(['visa', 'mastercard', 'netopia']);
    expect(paymentProviders('RU')).toEqual(['mir', 'sbp', 'yookassa']);
    expect(paymentProviders('MD')).toEqual(['visa', 'mastercard', 'maib']);
    expect(paymentProviders(null)).toEqual(paymentProviders('MD'));
  });
});

describe('regionContact', () => {
  const info: RegionInfo = {
    phone_md: '+373 1',
    phone_ro: '+40 2',
    phone_ru: '+7 3',
    phone_eu: '+44 4',
    address_md: 'Chișinău',
    address_ro: 'București',
    address_ru: 'Moscow',
    address_eu: 'Europe',
  };
  const spanishContact = { phone: '+34 5', address: 'Madrid' };
  const contact = (region: string | null, language: 'ro' | 'es' = 'ro') =>
    regionContact({ info, region, language, spanishContact });

  it('uses the region phone and address', () => {
    expect(contact('MD')).toEqual({ phone: '+373 1', address: 'Chișinău' });
    expect(contact('RO')).toEqual({ phone: '+40 2', address: 'București' });
    expect(contact('RU')).toEqual({ phone: '+7 3', address: 'Moscow' });
    expect(contact('FR')).toEqual({ phone: '+44 4', address: 'Europe' });
    expect(contact(null)).toEqual({ phone: '+373 1', address: 'Chișinău' });
  });

  it('shows the fixed Spanish contact for language es, whatever the region', () => {
    expect(contact('MD', 'es')).toEqual(spanishContact);
    expect(regionContact({ info: null, region: null, language: 'es', spanishContact })).toEqual(
      spanishContact,
    );
  });

  it('has nothing to show before the region info arrives', () => {
    expect(regionContact({ info: null, region: 'MD', language: 'ro', spanishContact })).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps digits and the plus', () => {
    expect(telHref('+373 (22) 123-456')).toBe('tel:+37322123456');
  });
});
