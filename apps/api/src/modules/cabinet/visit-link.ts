import type { Language } from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { hasValidSignature, sign } from '../../lib/signing';

type Visit = Pick<typeof appointments.$inferSelect, 'id' | 'created'>;

/**
 * What a visitor's link does: confirm their e-mail address, cancel, or reschedule. Each signs its
 * own purpose, so the token of one link never opens another (a confirmation link forwarded to
 * someone cannot cancel the visit).
 */
export type VisitLinkPurpose = 'confirm' | 'cancel' | 'reschedule';

/** The web app's page of each link: `/{lang}/visit-{purpose}/{id}/{token}`. */
const PAGES = {
  confirm: 'visitConfirm',
  cancel: 'visitCancel',
  reschedule: 'visitReschedule',
} as const;

/** What each refusal says (403): the link is not this visit's, or was never ours. */
const INVALID: Record<VisitLinkPurpose, string> = {
  confirm: 'This confirmation link is not valid.',
  cancel: 'This cancel link is not valid.',
  reschedule: 'This reschedule link is not valid.',
};

/**
 * What a token signs: the purpose, the id, and the creation time, so that a link of a deleted
 * request can never act on a later one that reuses its id (a restored or recreated database).
 * The cancel link's text is the one it had before the other purposes existed: mailed links work.
 */
const signedPart = (purpose: VisitLinkPurpose, visit: Visit) =>
  `visit-${purpose}:${visit.id}:${visit.created.getTime()}`;

/** The token of a visitor's link (no account needed: the link is the proof). */
export const visitToken = (config: Config, purpose: VisitLinkPurpose, visit: Visit) =>
  sign(config, signedPart(purpose, visit));

export const isVisitToken = (
  config: Config,
  purpose: VisitLinkPurpose,
  visit: Visit,
  token: string,
) => hasValidSignature(config, signedPart(purpose, visit), token);

/** The address of a visitor's link in `lang`. */
export const visitLinkUrl = (
  config: Config,
  lang: Language,
  purpose: VisitLinkPurpose,
  visit: Visit,
) =>
  `${config.publicUrl}${pagePath(lang, PAGES[purpose], { id: visit.id, token: visitToken(config, purpose, visit) })}`;

/**
 * The public request `id` a visitor's link names, when `token` is its link for `purpose`: 404 for
 * no such request (or a specialist's own entry, which has no links), 403 for another token.
 */
export async function linkedVisit(
  db: Db,
  config: Config,
  purpose: VisitLinkPurpose,
  id: number,
  token: string,
) {
  const [visit] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.source, 'page')));
  if (!visit) throw notFound();
  if (!isVisitToken(config, purpose, visit, token)) throw new HttpError(403, INVALID[purpose]);
  return visit;
}
