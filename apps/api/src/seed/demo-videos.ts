import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, isNull, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseVideos } from '../db/schema';
import { processedAt, storeFolder, videoPrefix } from '../jobs/video-job';
import type { Logger } from '../lib/logger';
import type { Storage } from '../lib/storage';
import { saveDemoCaptions } from '../modules/videos/captions.service';
import { runFfmpeg } from '../modules/videos/ffmpeg';
import { renditionsFor, SEGMENT_SECONDS } from '../modules/videos/renditions';
import { type Transcoded, transcodeVideo } from '../modules/videos/transcode';
import { markProcessed } from '../modules/videos/videos.service';

/**
 * The demo lessons' clips: a test pattern with a tone and the lesson's title burnt in, short and
 * at most 720p, so the first start stays quick. Changing any of this makes new clips (the cache
 * is keyed by it).
 */
const CLIP = { version: 1, seconds: 6, width: 1280, height: 720, rate: 25 };
/** A tone per lesson, so that lessons sound apart: C, E, G, C'. */
const TONES = [262, 330, 392, 523];

const fontFile = () =>
  join(
    dirname(nodeModule.createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf/DejaVuSans-Bold.ttf',
  );

/**
 * The folder of cached demo clips, each already through the pipeline: DEMO_VIDEO_CACHE, or a
 * folder in the system's temporary directory shared by every data folder and test run.
 */
export const demoVideoCache = () =>
  process.env.DEMO_VIDEO_CACHE || join(tmpdir(), 'academy-demo-videos');

interface CachedClip {
  folder: string;
  made: Transcoded;
}

/** Generates one lesson's clip with ffmpeg and runs it through the pipeline, in `work`. */
async function makeClip(title: string, tone: number, work: string): Promise<Transcoded> {
  await writeFile(join(work, 'title.txt'), title);
  // Copied beside the clip: a path in a filter would need escaping (pnpm's has an @).
  await copyFile(fontFile(), join(work, 'font.ttf'));
  const { seconds, width, height, rate } = CLIP;
  const text =
    `drawtext=fontfile=${work}/font.ttf:textfile=${work}/title.txt:fontsize=${height / 12}` +
    ':fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=24:x=(w-text_w)/2:y=(h-text_h)/2';
  const source = join(work, 'source.mp4');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${seconds}`],
    ...['-vf', text, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
  const made = await transcodeVideo(source, join(work, 'out'));
  await rm(source);
  return made;
}

/** A lesson's tone, by its position in the course. */
const toneOf = (position: number) => TONES[(position - 1) % TONES.length] ?? 440;

/**
 * The cache folder of a lesson's clip: named by everything that makes it, the pipeline's ladder
 * and segment length included (a change of either makes the clips again).
 */
export function demoClipFolder(title: string, position: number): string {
  const pipeline = { ladder: renditionsFor(CLIP.height), segment: SEGMENT_SECONDS };
  const made = JSON.stringify({ CLIP, pipeline, title, tone: toneOf(position) });
  return join(demoVideoCache(), createHash('sha256').update(made).digest('hex').slice(0, 24));
}

/** A lock left this long is a start that died while making the clip: it is taken over. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Runs `make` under a lock folder beside the clip (mkdir is atomic), so that servers started
 * together (the journeys start two) make each clip once; the others wait for it.
 */
async function underLock(folder: string, done: () => boolean, make: () => Promise<void>) {
  const lock = `${folder}.lock`;
  for (;;) {
    if (done()) return;
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (!done()) await make();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** The clip of a title from the cache, made (once, whatever the data folder) when missing. */
async function cachedClip(title: string, position: number): Promise<CachedClip> {
  const folder = demoClipFolder(title, position);
  const manifest = join(folder, 'clip.json');
  await mkdir(demoVideoCache(), { recursive: true });
  await underLock(
    folder,
    () => existsSync(manifest),
    async () => {
      const work = await mkdtemp(join(demoVideoCache(), 'making-'));
      try {
        const made = await makeClip(title, toneOf(position), work);
        await writeFile(join(work, 'clip.json'), JSON.stringify(made));
        // Whole or not at all: a start stopped halfway leaves no half clip behind.
        await rm(folder, { recursive: true, force: true });
        await rename(work, folder);
      } catch (error) {
        await rm(work, { recursive: true, force: true });
        throw error;
      }
    },
  );
  return { folder: join(folder, 'out'), made: JSON.parse(await readFile(manifest, 'utf8')) };
}

/**
 * Gives the seeded demo lessons real streams (issue 25): each distinct lesson title gets a short
 * clip made by ffmpeg and run through the same pipeline as an upload, cached on disk by what
 * made it, then stored under each video's keys (a folder storage links the files, so the 96
 * demo videos cost the disk four clips). Only demo videos still without a stream are touched,
 * so a second start does nothing. Without ffmpeg the lessons keep their MP4 and a warning says so.
 */
export async function installDemoVideos(db: Db, storage: Storage, log: Logger) {
  const waiting = await db
    .select({ id: courseVideos.id, title: courseVideos.title, position: courseVideos.position })
    .from(courseVideos)
    .where(
      and(
        isNull(courseVideos.hlsKey),
        isNull(courseVideos.sourceKey),
        like(courseVideos.videoLink, '/media/demo/%'),
      ),
    )
    .orderBy(courseVideos.id);
  if (waiting.length === 0) return { installed: 0, ms: 0 };
  const started = performance.now();
  const clips = new Map<string, CachedClip>();
  let installed = 0;
  try {
    for (const video of waiting) {
      const title = video.title.ro ?? '';
      let clip = clips.get(title);
      if (!clip) {
        clip = await cachedClip(title, video.position);
        clips.set(title, clip);
      }
      await storeFolder(storage, clip.folder, videoPrefix(video.id));
      await markProcessed(db, video.id, null, processedAt(videoPrefix(video.id), clip.made));
      await saveDemoCaptions(db, storage, video.id, video.title, clip.made.probe.duration);
      installed++;
    }
  } catch (error) {
    log.warn('demo videos not made: the lessons keep their MP4 (is ffmpeg installed?)', {
      error: String(error),
    });
  }
  const ms = Math.round(performance.now() - started);
  log.info('demo videos', { installed, clips: clips.size, ms });
  return { installed, ms };
}
