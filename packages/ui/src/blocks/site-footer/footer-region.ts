import type { Language } from '@academy/contract/languages';

/** The document region of spec 2.2: Russia, Romania, otherwise Moldova. */
export type DocumentRegion = 'ru' | 'ro' | 'md';

export function documentRegion(countryCode: string | null): DocumentRegion {
  if (countryCode === 'RU') return 'ru';
  if (countryCode === 'RO') return 'ro';
  return 'md';
}

/** Terms and payment PDFs exist in ru, ro and en; es and fr readers get en (spec 7.5). */
export function documentLanguage(language: Language): 'ru' | 'ro' | 'en' {
  return language === 'ru' || language === 'ro' ? language : 'en';
}

export type LegalDocumentId = 'privacy' | 'terms' | 'security' | 'cookie';

export interface LegalDocument {
  id: LegalDocumentId;
  href: string;
}

/**
 * The footer's legal PDFs for a visitor's country code and page language (spec 2.2, 7.5).
 * Named by the spec: `/policy_md/policy_{lang}.pdf` (the policy, per language) and
 * `/cookie_ro/cookie_ro.pdf` (Romania only). Not named there, so chosen here:
 * `/policy_{ro|ru}/policy_{lang}.pdf` for the other regions' policy, and
 * `/docs/{region}/terms_{lang}.pdf` and `/docs/{region}/security_{lang}.pdf` (payment security)
 * in ru, ro or en.
 */
export function legalDocuments({
  region,
  language,
}: {
  region: string | null;
  language: Language;
}): LegalDocument[] {
  const place = documentRegion(region);
  const lang = documentLanguage(language);
  const documents: LegalDocument[] = [
    { id: 'privacy', href: `/policy_${place}/policy_${language}.pdf` },
    { id: 'terms', href: `/docs/${place}/terms_${lang}.pdf` },
    { id: 'security', href: `/docs/${place}/security_${lang}.pdf` },
  ];
  if (region === 'RO') documents.push({ id: 'cookie', href: '/cookie_ro/cookie_ro.pdf' });
  return documents;
}

export type PaymentProviderId =
  | 'visa'
  | 'mastercard'
  | 'maib'
  | 'netopia'
  | 'mir'
  | 'sbp'
  | 'yookassa';

/** Payment-provider logos by region (spec 2.2): Romania, Russia, or the default (Moldova). */
export function paymentProviders(region: string | null): PaymentProviderId[] {
  if (region === 'RO') return ['visa', 'mastercard', 'netopia'];
  if (region === 'RU') return ['mir', 'sbp', 'yookassa'];
  return ['visa', 'mastercard', 'maib'];
}

/** The first item of `/get-phone/` (spec 3, Region info). */
export interface RegionInfo {
  phone_md: string;
  phone_ro: string;
  phone_ru: string;
  phone_eu: string;
  address_md: string;
  address_ro: string;
  address_ru: string;
  address_eu: string;
}

export interface Contact {
  phone: string;
  address: string;
}

/**
 * The phone and address the footer shows: the fixed Spanish ones for language es (spec 2.2),
 * else the region's: Moldova, Romania or Russia by country code, Moldova when the country is
 * unknown, and the European contact for any other country.
 */
export function regionContact({
  info,
  region,
  language,
  spanishContact,
}: {
  info: RegionInfo | null;
  region: string | null;
  language: Language;
  spanishContact: Contact;
}): Contact | null {
  if (language === 'es') return spanishContact;
  if (!info) return null;
  const key =
    region === 'RO' ? 'ro' : region === 'RU' ? 'ru' : region === 'MD' || !region ? 'md' : 'eu';
  return { phone: info[`phone_${key}`], address: info[`address_${key}`] };
}

/** `tel:` target of a phone written for people (spaces, brackets, dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
