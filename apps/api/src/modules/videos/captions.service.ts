import { LANGUAGES, type Language } from '@academy/contract/languages';
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

/** WebVTT cue time `hh:mm:ss.mmm`. */
const cueTime = (seconds: number) =>
  new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);

/**
 * The demo lessons' captions (issue 25: a fresh start shows every player feature): in each
 * language, the lesson's title for its whole length, kept and listed like an upload.
 */
export async function saveDemoCaptions(
  db: Db,
  storage: Storage,
  videoId: number,
  title: Record<Language, string>,
  seconds: number,
): Promise<void> {
  for (const language of LANGUAGES) {
    const text = `WEBVTT\n\n00:00:00.000 --> ${cueTime(seconds)}\n${title[language]}\n`;
    await storage.put(captionsKey(videoId, language), new TextEncoder().encode(text), 'text/vtt');
  }
  await db
    .update(courseVideos)
    .set({ captionLanguages: [...LANGUAGES] })
    .where(eq(courseVideos.id, videoId));
}
