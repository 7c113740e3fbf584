import { userWithProfileSchema } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import { api } from './client';

/**
 * `GET /{lang}/accounts/users/{id}/` (spec 7.1) for someone else: a specialist's public profile,
 * answered only while their landing page is active; null otherwise.
 */
export async function specialistProfile(language: Language, userId: number | string) {
  const response = await api.get(`${language}/accounts/users/${userId}/`, {
    throwHttpErrors: false,
  });
  if (!response.ok) return null;
  return userWithProfileSchema.parse(await response.json()).profile;
}
