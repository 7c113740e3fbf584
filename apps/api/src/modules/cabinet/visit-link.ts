import type { Language } from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import type { Config } from '../../config';
import type { appointments } from '../../db/schema';
import { hasValidSignature, sign } from '../../lib/signing';

type Visit = Pick<typeof appointments.$inferSelect, 'id' | 'created'>;

/**
 * What a cancel token signs: the id, and the creation time, so that a link of a deleted request
 * can never cancel a later one that reuses its id (a restored or recreated database).
 */
const signedPart = (visit: Visit) => `visit-cancel:${visit.id}:${visit.created.getTime()}`;

/** The token of a visitor's cancel link (no account needed: the link is the proof). */
export const visitCancelToken = (config: Config, visit: Visit) => sign(config, signedPart(visit));

export const isVisitCancelToken = (config: Config, visit: Visit, token: string) =>
  hasValidSignature(config, signedPart(visit), token);

/** The web app's page that sends the token back: `/{lang}/visit-cancel/{id}/{token}`. */
export const visitCancelUrl = (config: Config, lang: Language, visit: Visit) =>
  `${config.publicUrl}${pagePath(lang, 'visitCancel', { id: visit.id, token: visitCancelToken(config, visit) })}`;
