import { currencySign, PROFILE_CURRENCIES, type ProfileCurrency } from '@academy/contract/rules';

/** Profile currencies (spec 9): lower case on the server, shown upper case. */
export const MY_PAGE_CURRENCIES = PROFILE_CURRENCIES;
export type MyPageCurrency = ProfileCurrency;

/** Structurally a browser `File`. */
export interface MyPageFile {
  name: string;
  type: string;
}

/** The editable part of the profile (spec 3, User profile; spec 7.1 PATCH user_profile). */
export interface MyPageFields {
  name: string;
  /** Rich text (html). */
  description: string;
  specialization: string;
  consultation_price: string;
  currency: MyPageCurrency;
  address: string;
  /** Publishes or hides the public page (only sent when the editor is unlocked). */
  landing_page_is_active: boolean;
}

/** The profile as loaded (spec 7.1 GET accounts/users/{id}/). */
export interface MyPageProfile
  extends Partial<Omit<MyPageFields, 'consultation_price' | 'currency'>> {
  id: number;
  /** Lower case as the server sends it; read case-insensitively. */
  currency?: string | null;
  image?: string | null;
  consultation_price?: number | string | null;
  landing_page_is_active?: boolean;
  /** Owner only: the editor is unlocked (the user owns a course). */
  my_page_available?: boolean;
}

export interface MyPagePayload extends Omit<MyPageFields, 'landing_page_is_active'> {
  landing_page_is_active?: boolean;
  image?: MyPageFile;
}

export function myPageFieldsFromProfile(profile: MyPageProfile | null): MyPageFields {
  const currency = profile?.currency?.toLowerCase();
  return {
    name: profile?.name ?? '',
    description: profile?.description ?? '',
    specialization: profile?.specialization ?? '',
    consultation_price:
      profile?.consultation_price == null ? '' : String(profile.consultation_price),
    currency: MY_PAGE_CURRENCIES.find((c) => c === currency) ?? 'eur',
    address: profile?.address ?? '',
    landing_page_is_active: profile?.landing_page_is_active === true,
  };
}

/**
 * The multipart fields: the avatar only when a new one was chosen (spec 5, Avatar); publishing
 * only once the editor is unlocked (the server refuses it before).
 */
export function buildMyPagePayload(
  fields: MyPageFields,
  newAvatar: MyPageFile | null,
  canPublish = true,
): MyPagePayload {
  const { landing_page_is_active, ...rest } = fields;
  const payload: MyPagePayload = canPublish ? { ...rest, landing_page_is_active } : rest;
  return newAvatar === null ? payload : { ...payload, image: newAvatar };
}

/** EUR shows as €, USD as $, MDL as MDL, RUB as ₽ (spec 2.9): the signs every amount is written with. */
export function currencySymbol(currency: MyPageCurrency): string {
  return currencySign(currency);
}
