import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, courseVideos } from '../db/schema';
import { silentLogger } from '../lib/logger';
import { createTestApp } from '../test/test-app';
import { demoClipFolder, installDemoVideos } from './demo-videos';

/**
 * The demo lessons' install from a warm cache: what a start does once the clips exist (made by
 * ffmpeg at the first start; here written by hand, so this test runs no ffmpeg).
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'academy-demo-install-'));
  vi.stubEnv('DEMO_VIDEO_CACHE', join(work, 'cache'));
  ctx = await createTestApp({ MEDIA_DIR: join(work, 'media') });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await ctx.database.close();
  await rm(work, { recursive: true, force: true });
});

const demoVideos = () =>
  ctx.database.db.select().from(courseVideos).where(like(courseVideos.videoLink, '/media/demo/%'));

/** A cached clip as the pipeline leaves it: its files and what ffprobe said. */
async function cacheClip(title: string, position: number) {
  const folder = demoClipFolder(title, position);
  await mkdir(join(folder, 'out/hls/360p'), { recursive: true });
  const files = ['hls/master.m3u8', 'hls/360p/index.m3u8', 'poster.jpg', 'thumbs.vtt'];
  for (const file of files) await writeFile(join(folder, 'out', file), `${title} ${file}`);
  const probe = { duration: 6.02, width: 1280, height: 720, hasAudio: true };
  const made = { probe, master: 'hls/master.m3u8', poster: 'poster.jpg', thumbnails: 'thumbs.vtt' };
  await writeFile(join(folder, 'clip.json'), JSON.stringify(made));
}

describe('the demo lessons get their streams at start', () => {
  it('stores each cached clip under every demo video, with its real time, once', async () => {
    const videos = await demoVideos();
    expect(videos.length).toBeGreaterThan(4);
    const lessons = new Map(videos.map((v) => [v.title.ro ?? '', v.position]));
    expect(lessons.size).toBe(4);
    for (const [title, position] of lessons) await cacheClip(title, position);

    const { installed } = await installDemoVideos(
      ctx.database.db,
      ctx.services.storage,
      silentLogger,
    );
    expect(installed).toBe(videos.length);
    for (const video of await demoVideos()) {
      expect(video).toMatchObject({
        status: 'ready',
        time: '00:00:06',
        hlsKey: `videos/${video.id}/hls/master.m3u8`,
        posterKey: `videos/${video.id}/poster.jpg`,
        thumbnailsKey: `videos/${video.id}/thumbs.vtt`,
        captionLanguages: ['ro', 'ru', 'en', 'fr', 'es'],
      });
    }
    // A course's length is its four lessons' real ones.
    const [course] = await ctx.database.db
      .select({ time: courses.time })
      .from(courses)
      .where(eq(courses.id, videos[0]?.courseId ?? 0));
    expect(course?.time).toBe('00:00:24');
    // Its captions say the lesson's title in each language, over its whole length.
    const english = await readFile(
      join(work, 'media', `videos/${videos[0]?.id}/captions/en.vtt`),
      'utf8',
    );
    expect(english).toMatch(`WEBVTT\n\n00:00:00.000 --> 00:00:06.0`);
    expect(english).toContain(`\n${videos[0]?.title.en}\n`);
    // Linked, not copied: the media folder holds each clip once whatever the number of videos.
    const first = videos[0];
    const master = join(work, 'media', `videos/${first?.id}/hls/master.m3u8`);
    expect((await stat(master)).nlink).toBeGreaterThan(2);

    const again = await installDemoVideos(ctx.database.db, ctx.services.storage, silentLogger);
    expect(again.installed).toBe(0);
  });
});
