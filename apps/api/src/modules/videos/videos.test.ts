import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../admin/run-command';
import { courseVideos } from '../../db/schema';
import { runVideoJob } from '../../jobs/video-job';
import type { Storage } from '../../lib/storage';
import { DEMO, login } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { probeVideo } from './ffmpeg';

/**
 * The video pipeline end to end: a staff member uploads a 2-second clip with tus (resuming after
 * a dropped first part), the job turns it into HLS renditions, a poster, a thumbnail strip and
 * its real duration. The one API test that runs ffmpeg.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let work: string;
let clip: Buffer;
let videoId: number;
let editor: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'academy-pipeline-'));
  ctx = await createTestApp({ MEDIA_DIR: join(work, 'media'), VIDEO_UPLOAD_MAX_BYTES: '8388608' });
  const source = join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
  clip = await readFile(source);
  const [video] = await ctx.database.db.select({ id: courseVideos.id }).from(courseVideos).limit(1);
  videoId = video?.id ?? 0;
  editor = await login(ctx.app, 'editor@academy.demo');
});
afterAll(async () => {
  await ctx.database.close();
  await rm(work, { recursive: true, force: true });
});

const TUS = { 'tus-resumable': '1.0.0' };
const uploadPath = () => `/admin/videos/${videoId}/upload/`;
const b64 = (text: string) => Buffer.from(text).toString('base64');

function create(token: string, length: number, name = 'lesson.mp4') {
  return ctx.app.request(uploadPath(), {
    method: 'POST',
    headers: {
      ...TUS,
      authorization: `Token ${token}`,
      'upload-length': String(length),
      'upload-metadata': `filename ${b64(name)},filetype ${b64('video/mp4')}`,
    },
  });
}

function append(token: string, location: string, offset: number, body: RequestInit['body']) {
  return ctx.app.request(location, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Token ${token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function offsetOf(token: string, location: string): Promise<number> {
  const res = await ctx.app.request(location, {
    method: 'HEAD',
    headers: { ...TUS, authorization: `Token ${token}` },
  });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

/**
 * A body that sends `bytes` and then breaks, as a connection dropped mid-upload: once the server
 * has them on disk (its own signal: the unfinished upload's file), never after a fixed delay.
 */
function dropped(bytes: Uint8Array, location: string): ReadableStream<Uint8Array> {
  const upload = new URL(location, 'http://x').searchParams.get('upload') ?? '';
  const file = join(tmpdir(), 'academy-video-uploads', upload);
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes);
      while (((await stat(file).catch(() => null))?.size ?? 0) < bytes.length)
        await new Promise((resolve) => setImmediate(resolve));
      controller.error(new Error('connection reset'));
    },
  });
}

const videoRow = async () => {
  const [row] = await ctx.database.db
    .select()
    .from(courseVideos)
    .where(eq(courseVideos.id, videoId));
  return row;
};

describe('uploading a video', () => {
  it('is for admins and editors only', async () => {
    expect((await create('', clip.length)).status).toBe(401);
    for (const who of [DEMO.student, 'manager@academy.demo']) {
      const res = await create(await login(ctx.app, who), clip.length);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    }
    const admin = await login(ctx.app, 'admin@academy.demo');
    expect((await create(admin, clip.length)).status).toBe(201);
    const missing = await ctx.app.request('/admin/videos/999999/upload/', {
      method: 'POST',
      headers: { ...TUS, authorization: `Token ${admin}`, 'upload-length': '10' },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a file larger than the limit before a byte is sent', async () => {
    const res = await create(editor, 8 * 1024 * 1024 + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'The video is larger than the limit (8 MB).' });
  });

  it('refuses a file that is not a video, with a clear error, and keeps nothing', async () => {
    const text = Buffer.from('WEBVTT\n\nnot a video at all, only text\n');
    const created = await create(editor, text.length, 'notes.mp4');
    const location = created.headers.get('location') ?? '';
    const res = await append(editor, location, 0, text);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: expect.stringMatching(/^Not a video: .+/) });
    expect((await videoRow())?.sourceKey).toBeNull();
    expect((await videoRow())?.status).toBe('ready');
  });

  it('resumes after a dropped first part, then the job makes the streams', async () => {
    const created = await create(editor, clip.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${uploadPath()}\\?upload=${videoId}-[0-9a-f]{32}$`));
    // Another video's URL does not reach this upload.
    const elsewhere = location.replace(`/${videoId}/`, `/${videoId + 1}/`);
    expect((await append(editor, elsewhere, 0, clip)).status).toBe(404);

    const half = Math.floor(clip.length / 2);
    await Promise.resolve(
      append(editor, location, 0, dropped(clip.subarray(0, half), location)),
    ).catch(() => null);
    const offset = await offsetOf(editor, location);
    expect(offset).toBe(half);
    const rest = await append(editor, location, offset, clip.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(clip.length);

    const queued = await videoRow();
    expect(queued?.status).toBe('processing');
    expect(queued?.sourceKey).toMatch(new RegExp(`^videos/${videoId}/source/[0-9a-f-]{36}\\.mp4$`));

    const jobDeps = { db: ctx.database.db, storage: ctx.services.storage };
    expect(await ctx.jobs.drainVideos((job) => runVideoJob(jobDeps, job))).toBe(1);
    const ready = await videoRow();
    expect(ready).toMatchObject({
      status: 'ready',
      processingPercent: 100,
      processingError: null,
      time: '00:00:02',
      hlsKey: `videos/${videoId}/hls/master.m3u8`,
      posterKey: `videos/${videoId}/poster.jpg`,
      thumbnailsKey: `videos/${videoId}/thumbs.vtt`,
    });
    const media = join(work, 'media', 'videos', String(videoId));
    const master = await readFile(join(media, 'hls/master.m3u8'), 'utf8');
    expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=640x360.*\n360p\/index\.m3u8/);
    expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=1280x720.*\n720p\/index\.m3u8/);
    expect(master).not.toMatch(/1080p/);
    const rendition = await readFile(join(media, 'hls/360p/index.m3u8'), 'utf8');
    expect(rendition).toMatch(/#EXT-X-TARGETDURATION:[1-4]\n/);
    expect(rendition).toMatch(/\nseg_00001\.ts\n/);
    expect((await readFile(join(media, 'hls/720p/seg_00001.ts'))).length).toBeGreaterThan(1000);
    expect((await readFile(join(media, 'poster.jpg'))).subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
    const vtt = await readFile(join(media, 'thumbs.vtt'), 'utf8');
    expect(vtt).toMatch(
      /^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.000\nthumbs\.jpg#xywh=0,0,160,90\n/,
    );
    expect(vtt).toMatch(/00:00:01\.000 --> 00:00:02\.000\nthumbs\.jpg#xywh=160,0,160,90\n$/);
    expect((await readFile(join(media, 'thumbs.jpg'))).length).toBeGreaterThan(1000);

    const deps = { db: ctx.database.db, services: ctx.services, jobs: ctx.jobs };
    const { lines } = await runAdminCommand(deps, ['jobs']);
    expect(lines[0]).toMatch(new RegExp(`^video ${videoId} job \\S+ completed \\S+ ready 100%$`));
  });

  it('marks a video failed with ffmpeg’s error when its source cannot be processed', async () => {
    const key = `videos/${videoId}/source/broken.mp4`;
    await ctx.services.storage.put(key, clip.subarray(0, 2000), 'video/mp4');
    await ctx.database.db
      .update(courseVideos)
      .set({ sourceKey: key, status: 'processing' })
      .where(eq(courseVideos.id, videoId));
    await ctx.jobs.video(ctx.database.db, { videoId });
    const jobDeps = { db: ctx.database.db, storage: ctx.services.storage };
    await ctx.jobs.drainVideos((job) => runVideoJob(jobDeps, job));
    const failed = await videoRow();
    expect(failed?.status).toBe('failed');
    expect(failed?.processingError).toMatch(/.+/);
    const deps = { db: ctx.database.db, services: ctx.services, jobs: ctx.jobs };
    const { lines } = await runAdminCommand(deps, ['jobs']);
    expect(lines[0]).toMatch(
      new RegExp(`^video ${videoId} job \\S+ failed \\S+ failed \\d+% error: .+`),
    );
  });

  it('lets a newer upload decide: a job overtaken by it marks nothing', async () => {
    const { db } = ctx.database;
    const { storage } = ctx.services;
    const [older, newer] = ['older', 'newer'].map((name) => `videos/${videoId}/source/${name}.mp4`);
    for (const key of [older, newer] as string[]) await storage.put(key, clip, 'video/mp4');
    const setSource = (sourceKey: string) =>
      db
        .update(courseVideos)
        .set({ sourceKey, status: 'processing' })
        .where(eq(courseVideos.id, videoId));
    await setSource(older as string);
    // The newer upload lands while the job works on the older source.
    const overtaken = Object.create(storage) as Storage;
    overtaken.download = async (key, path) => {
      await storage.download(key, path);
      await setSource(newer as string);
    };
    await runVideoJob({ db, storage: overtaken }, { videoId });
    expect(await videoRow()).toMatchObject({ status: 'processing', sourceKey: newer });
    await runVideoJob({ db, storage }, { videoId });
    expect(await videoRow()).toMatchObject({ status: 'ready', sourceKey: newer });
  });

  it('reads a phone’s sideways video upright (its rotation applied)', async () => {
    const [flat, turned] = [join(work, 'flat.mp4'), join(work, 'turned.mp4')];
    const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
    execFileSync('ffmpeg', [
      ...[...quiet, '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', flat],
    ]);
    execFileSync('ffmpeg', [
      ...quiet,
      '-i',
      flat,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      turned,
    ]);
    expect(await probeVideo(flat)).toMatchObject({ width: 640, height: 360, hasAudio: false });
    expect(await probeVideo(turned)).toMatchObject({ width: 360, height: 640 });
  });
});
