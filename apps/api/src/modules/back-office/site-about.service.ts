import { emptyTranslatedText, type TranslatedText } from '@academy/contract/back-office/authoring';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeSiteEndpoints as site } from '@academy/contract/endpoints';
import type { Db } from '../../db/client';
import { aboutPage } from '../../db/schema';
import type { BodyOf } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { firstRow, saveSiteRecord } from './site-record.service';

/** The about page's texts (spec 2.6), as the back office edits them (issue 27). */

type AboutView = AnswerIn<typeof site.about>;

/** A rich text in every language through the server's sanitizer (scripts, handlers gone). */
const sanitized = (text: TranslatedText): TranslatedText =>
  Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, sanitizeRichText(html)]),
  ) as TranslatedText;

const aboutView = (row: typeof aboutPage.$inferSelect | undefined): AboutView => ({
  title: row?.title ?? emptyTranslatedText(),
  short_description: row?.shortDescription ?? emptyTranslatedText(),
  mission: row?.mission ?? emptyTranslatedText(),
});

export async function readAbout(db: Db): Promise<AboutView> {
  return aboutView(await firstRow(db, aboutPage));
}

/** Saves the about texts; the short text and the mission are shown as HTML, so sanitized. */
export async function saveAbout(
  db: Db,
  actorId: number,
  body: BodyOf<typeof site.saveAbout>,
): Promise<AboutView> {
  const row = await saveSiteRecord(db, aboutPage, {
    actorId,
    entity: 'about_page',
    values: {
      title: body.title,
      shortDescription: sanitized(body.short_description),
      mission: sanitized(body.mission),
    },
  });
  return aboutView(row);
}
