import type { ImagePurpose } from '@academy/contract/back-office/images';
import type { Language } from '@academy/contract/languages';
import { lastAuditLine } from '../../test/audit';
import { json, login, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createTestApp } from '../../test/test-app';

/**
 * The taxonomy's and Home content's tests: an app whose public answers stay cached (a save must
 * clear them for a visitor to see it), an editor's and a manager's tokens, and image rows as an
 * upload would leave them (the upload itself is the images area's; here only its record counts).
 */
export async function authoringTestApp() {
  const ctx = await createTestApp({ DEMO_VIDEOS: '0', CACHE_TTL_MS: '600000' });
  const editor = await login(ctx.app, 'editor@academy.demo');
  const manager = await login(ctx.app, 'manager@academy.demo');
  const db = ctx.database.db;

  const call = (method: string, path: string, body?: unknown, token = editor) =>
    send(ctx.app, method, path, { token, body });

  /** A visitor's read of a public answer (cached). */
  const visitor = <T>(path: string) => json<T>(ctx.app.request(path));

  /** An image row of `purpose` as an upload leaves it (`test/images.ts`). */
  const image = (purpose: ImagePurpose) => uploadedImage(db, purpose);

  /** The newest audit line of `action` on a record. */
  const lastAudit = (action: string) => lastAuditLine(db, { action });

  return { ctx, db, editor, manager, call, visitor, uploadedImage: image, lastAudit };
}

/** A text in the five languages, each `<language>: <text>`. */
export const texts = (text: string): Record<Language, string> => ({
  ro: `ro: ${text}`,
  ru: `ru: ${text}`,
  en: `en: ${text}`,
  fr: `fr: ${text}`,
  es: `es: ${text}`,
});
