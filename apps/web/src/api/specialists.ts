import { accountsEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { callForOutcome } from './call';

/**
 * `GET /{lang}/accounts/users/{id}/` (spec 7.1) for someone else: a specialist's public profile,
 * answered only while their landing page is active; null otherwise.
 */
export async function specialistProfile(language: Language, userId: number | string) {
  const answer = await callForOutcome(accountsEndpoints.user, {
    params: { lang: language, id: Number(userId) },
  });
  return answer.status === 200 ? answer.body.profile : null;
}
