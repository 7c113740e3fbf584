import type { Language } from '@academy/contract/languages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseVideos } from '../../db/schema';
import { videoPrefix } from '../../jobs/video-job';
import type { Storage } from '../../lib/storage';

/** The largest captions file taken: a two-hour lecture's WebVTT is about 150 KB. */
export const CAPTIONS_MAX_BYTES = 512 * 1024;

/** Where a lesson's captions in one language are kept (served by the media routes, signed). */
export const captionsKey = (videoId: number, language: Language) =>
  `${videoPrefix(videoId)}/captions/${language}.vtt`;

const BOM = '\uFEFF';

/**
 * Whether the bytes are a WebVTT file: valid UTF-8 whose first line is `WEBVTT`, alone or
 * followed by a space or tab and a header text (W3C WebVTT, "file structure").
 */
export function isWebVtt(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const firstLine = (text.startsWith(BOM) ? text.slice(1) : text).split(/\r\n|\r|\n/, 1)[0] ?? '';
  return /^WEBVTT(?:[ \t].*)?$/.test(firstLine);
}

/** Keeps the captions file and adds its language to the video's, once. */
export async function saveCaptions(
  db: Db,
  storage: Storage,
  videoId: number,
  language: Language,
  bytes: Uint8Array,
): Promise<void> {
  await storage.put(captionsKey(videoId, language), bytes, 'text/vtt; charset=utf-8');
  // Appended in the statement itself, so two uploads at once keep both languages.
  await db
    .update(courseVideos)
    .set({
      captionLanguages: sql`(select coalesce(jsonb_agg(distinct l order by l), '[]'::jsonb)
        from jsonb_array_elements_text(${courseVideos.captionLanguages} || ${JSON.stringify([language])}::jsonb) as l)`,
    })
    .where(eq(courseVideos.id, videoId));
}
