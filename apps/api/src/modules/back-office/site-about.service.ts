import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeSiteEndpoints as site } from '@academy/contract/endpoints';
import { aboutPage } from '../../db/schema';
import type { BodyOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { siteRecord } from './site-record.service';

/** The about page's texts (spec 2.6), as the back office edits them (issue 27). */

type AboutView = AnswerIn<typeof site.about>;

const aboutView = (row: typeof aboutPage.$inferSelect | undefined): AboutView => ({
  title: row?.title ?? emptyTranslatedText(),
  short_description: row?.shortDescription ?? emptyTranslatedText(),
  mission: row?.mission ?? emptyTranslatedText(),
});

/** The about texts; the short text and the mission are shown as HTML, so sanitized. */
export const aboutRecord = siteRecord({
  table: aboutPage,
  entity: 'about_page',
  view: aboutView,
  columns: (body: BodyOf<typeof site.saveAbout>) => ({
    title: body.title,
    shortDescription: sanitizeTranslated(body.short_description),
    mission: sanitizeTranslated(body.mission),
  }),
});
