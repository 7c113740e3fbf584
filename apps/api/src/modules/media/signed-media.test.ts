import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AccessRecord,
  accessListSchema,
  accessRecordSchema,
  courseDetailSchema,
  protocolListSchema,
} from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseAccess, users } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { processedVideo, SEGMENT } from '../../test/hls-video';
import { createTestApp } from '../../test/test-app';
import { ANYONE, mediaToken } from './media-token';

/**
 * The issue's "done when" as `curl` would try it: a paid lesson's playlist and segments answer
 * 403 without a token or with another student's, 200 with the buyer's signed URL, 206 for a
 * range, 403 once the URL expired or was altered; a free preview plays for anyone.
 */
const LIFETIME = 600;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const media = mkdtempSync(join(tmpdir(), 'academy-signed-media-'));

let buyer: string;
let buyerId: number;
let record: AccessRecord;
/** The buyer's second lesson (paid), made into HLS below; the fourth stays an MP4. */
let hlsVideo: AccessRecord['course']['courses_video'][number];
let mp4Video: AccessRecord['course']['courses_video'][number];

const userIdOf = async (username: string) => {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.request(path, { headers });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t') ?? '';
const withToken = (url: string, token: string) => `${url.split('?')[0]}?t=${token}`;
const videoPath = (id: number, file: string) => `/media/videos/${id}/${file}`;

const processed = (videoId: number) =>
  processedVideo(ctx.database.db, ctx.services.storage, videoId);

async function playerData(token: string, accessId: number) {
  return accessRecordSchema.parse(
    await json(send(ctx.app, 'GET', `/ro/courses/access_list/${accessId}/`, { token })),
  );
}

beforeAll(async () => {
  ctx = await createTestApp({
    MEDIA_DIR: media,
    MEDIA_URL_SECONDS: String(LIFETIME),
    CACHE_TTL_MS: '0',
  });
  buyer = await login(ctx.app, DEMO.student);
  buyerId = await userIdOf(DEMO.student);
  const [first] = accessListSchema.parse(
    await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: buyer })),
  );
  if (!first) throw new Error('the demo student has no course');
  const videos = first.course.courses_video;
  await processed(videos[1]?.id ?? 0);
  record = await playerData(buyer, first.id);
  [hlsVideo, mp4Video] = [record.course.courses_video[1], record.course.courses_video[3]] as [
    typeof hlsVideo,
    typeof mp4Video,
  ];
});
afterAll(() => ctx.database.close());
afterEach(() => vi.useRealTimers());

describe('the player data', () => {
  it("gives a processed lesson's files as URLs signed for its buyer", () => {
    const token = tokenOf(hlsVideo.hls ?? '');
    expect(hlsVideo.hls).toBe(`${videoPath(hlsVideo.id, 'hls/master.m3u8')}?t=${token}`);
    expect(token).toMatch(new RegExp(`^v${hlsVideo.id}\\.\\d+\\.${buyerId}\\.[\\w-]{43}$`));
    expect(hlsVideo.video_link).toBe(hlsVideo.hls);
    expect(hlsVideo.poster).toBe(`${videoPath(hlsVideo.id, 'poster.jpg')}?t=${token}`);
    expect(hlsVideo.thumbnails).toBe(`${videoPath(hlsVideo.id, 'thumbs.vtt')}?t=${token}`);
    expect(hlsVideo).toMatchObject({ status: 'ready', free_preview: false });
    expect(hlsVideo.captions).toEqual(
      ['en', 'ro'].map((lang) => ({
        lang,
        label: lang === 'en' ? 'English' : 'Română',
        src: `${videoPath(hlsVideo.id, `captions/${lang}.vtt`)}?t=${token}`,
      })),
    );
  });

  it('gives a lesson not made into HLS its MP4, signed, and marks the first lesson free', () => {
    expect(mp4Video).toMatchObject({ hls: null, poster: null, status: 'ready' });
    expect(mp4Video.video_link).toMatch(/^\/media\/demo\/practice\.mp4\?t=v\d+\./);
    expect(record.course.courses_video.map((v) => v.free_preview)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("a paid lesson's HLS files", () => {
  it('answer the buyer: the playlists carry their token on every URI', async () => {
    const token = tokenOf(hlsVideo.hls ?? '');
    const master = await get(hlsVideo.hls ?? '');
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await master.text()).toContain(`\n360p/index.m3u8?t=${token}\n`);

    const rendition = await get(videoPath(hlsVideo.id, `hls/360p/index.m3u8?t=${token}`));
    const lines = await rendition.text();
    expect(lines).toContain(`#EXT-X-MAP:URI="init.mp4?t=${token}"`);
    expect(lines).toContain(`\nseg_00001.m4s?t=${token}\n`);

    const segment = await get(videoPath(hlsVideo.id, `hls/360p/seg_00001.m4s?t=${token}`));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect(segment.headers.get('cache-control')).toMatch(/^private, /);
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(SEGMENT);
    const thumbnails = await get(hlsVideo.thumbnails ?? '');
    expect(thumbnails.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await thumbnails.text()).toContain(`\nthumbs.jpg?t=${token}#xywh=0,0,160,90\n`);
    const captions = await get(hlsVideo.captions[1]?.src ?? '');
    expect(captions.headers.get('content-type')).toBe('text/vtt');
    expect(await captions.text()).toContain('Bună ziua');
    for (const file of ['hls/360p/init.mp4', 'poster.jpg', 'thumbs.jpg'])
      expect((await get(videoPath(hlsVideo.id, `${file}?t=${token}`))).status, file).toBe(200);
  });

  it('answer a Range with 206', async () => {
    const url = videoPath(hlsVideo.id, `hls/360p/seg_00001.m4s?t=${tokenOf(hlsVideo.hls ?? '')}`);
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${SEGMENT.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('answer 403 without a token, with another student’s, or with a token of another video', async () => {
    const segment = videoPath(hlsVideo.id, 'hls/360p/seg_00001.m4s');
    const outsider = await userIdOf(DEMO.outside);
    // The doctor's own signed URL, of a lesson of a course they bought.
    const doctor = await login(ctx.app, DEMO.doctor);
    const [theirs] = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: doctor })),
    );
    const doctorsToken = tokenOf(theirs?.course.courses_video[1]?.video_link ?? '');
    for (const token of [
      '',
      mediaToken(ctx.config, { kind: 'video', id: hlsVideo.id }, outsider),
      mediaToken(ctx.config, { kind: 'video', id: hlsVideo.id }, ANYONE),
      doctorsToken,
      tokenOf(mp4Video.video_link),
    ]) {
      for (const file of [segment, videoPath(hlsVideo.id, 'hls/master.m3u8')]) {
        const res = await get(token ? `${file}?t=${token}` : file);
        expect(res.status, `${file} ${token}`).toBe(403);
        expect(await res.json()).toEqual({ detail: expect.any(String) });
      }
    }
  });

  it('answer 403 to an altered token', async () => {
    const token = tokenOf(hlsVideo.hls ?? '');
    const [scope, expiry, user, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const altered of [
      `${scope}.${expiry}.${user}.${flipped}`,
      `${scope}.${Number(expiry) + 3600}.${user}.${signature}`,
      `${scope}.${expiry}.${await userIdOf(DEMO.outside)}.${signature}`,
      `v${mp4Video.id}.${expiry}.${user}.${signature}`,
    ])
      expect((await get(withToken(hlsVideo.hls ?? '', altered))).status, altered).toBe(403);
  });

  it('stop answering once the signed URL expired', async () => {
    const url = hlsVideo.hls ?? '';
    expect((await get(url)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LIFETIME + 301) * 1000);
    expect((await get(url)).status).toBe(403);
  });

  it('answer staff, whatever they bought', async () => {
    await ctx.database.db
      .update(users)
      .set({ role: 'editor' })
      .where(eq(users.username, DEMO.outside));
    const staff = mediaToken(
      ctx.config,
      { kind: 'video', id: hlsVideo.id },
      await userIdOf(DEMO.outside),
    );
    expect((await get(videoPath(hlsVideo.id, `hls/master.m3u8?t=${staff}`))).status).toBe(200);
    await ctx.database.db.update(users).set({ role: null }).where(eq(users.username, DEMO.outside));
    expect((await get(videoPath(hlsVideo.id, `hls/master.m3u8?t=${staff}`))).status).toBe(403);
  });

  it('never serve the uploaded source, nor a path outside the video’s folder', async () => {
    const token = tokenOf(hlsVideo.hls ?? '');
    for (const file of [
      'source/original.mp4',
      'Source/original.mp4',
      'hls/../source/original.mp4',
      'hls//master.m3u8',
    ])
      expect((await get(videoPath(hlsVideo.id, `${file}?t=${token}`))).status, file).toBe(404);
    for (const path of [
      `/media/videos/${hlsVideo.id}/hls/%2e%2e/source/original.mp4?t=${token}`,
      `/media/videos/x/hls/master.m3u8?t=${token}`,
      `/media/videos/0/hls/master.m3u8?t=${token}`,
      `/media/demo/%2e%2e/videos/${hlsVideo.id}/source/original.mp4?t=${token}`,
      `/media/demo%2F..%2Fvideos%2F${hlsVideo.id}%2Fposter.jpg`,
      `/media/videos%2F${hlsVideo.id}%2Fposter.jpg`,
      `/media/Videos/${hlsVideo.id}/poster.jpg`,
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('a lesson not made into HLS (its MP4)', () => {
  it('answers 403 without a valid token, the buyer’s signed URL with 200 and 206', async () => {
    const bare = mp4Video.video_link.split('?')[0] ?? '';
    expect((await get(bare)).status).toBe(403);
    expect((await get('/media/demo/theory.mp4')).status).toBe(403);
    // Another lesson's token (its own MP4 is theory.mp4) opens not this one.
    expect((await get(withToken(bare, tokenOf(hlsVideo.hls ?? '')))).status).toBe(403);
    const whole = await get(mp4Video.video_link);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toMatch(/^private, /);
    const part = await get(mp4Video.video_link, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
  });

  it('leaves files of no lesson as they were: the trailer and the pictures are public', async () => {
    for (const path of ['/media/demo/trailer.mp4', '/media/demo/video/thumb-theory.svg']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/^public/);
    }
  });
});

describe('the free preview', () => {
  it('is signed for anyone on the public course page, and plays without a login', async () => {
    const detail = courseDetailSchema.parse(
      await json(get(`/ro/courses/course/${record.course.id}/`)),
    );
    const [free, ...paid] = detail.videos;
    expect(free?.free_preview).toBe(true);
    expect(tokenOf(free?.video_link ?? '')).toMatch(new RegExp(`^v${free?.id}\\.\\d+\\.0\\.`));
    const res = await get(free?.video_link ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    for (const video of paid)
      expect(video).toMatchObject({
        free_preview: false,
        hls: null,
        poster: null,
        video_link: null,
      });
    expect(detail.course_content[0]?.videos[0]?.video_link).toBe(free?.video_link);
  });

  it('gives its HLS files to anyone once processed', async () => {
    const free = record.course.courses_video[0];
    await processed(free?.id ?? 0);
    const detail = courseDetailSchema.parse(
      await json(get(`/ro/courses/course/${record.course.id}/`)),
    );
    const hls = detail.videos[0]?.hls ?? '';
    expect(hls).toMatch(/\/hls\/master\.m3u8\?t=v\d+\.\d+\.0\./);
    expect(detail.videos[0]?.poster).toMatch(/\/poster\.jpg\?t=/);
    const master = await get(hls);
    expect(master.status).toBe(200);
    expect(await master.text()).toContain(`360p/index.m3u8?t=${tokenOf(hls)}`);
  });
});

describe('protocols', () => {
  it('are listed with URLs signed for their buyer, and refused to anyone else', async () => {
    const list = protocolListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/protocols/', { token: buyer })),
    );
    const file = list[0]?.file ?? '';
    expect(file).toMatch(/^\/media\/demo\/protocols\/protocol-\d\.pdf\?t=p\d+\./);
    const pdf = await get(file);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await get(file, { range: 'bytes=0-4' })).status).toBe(206);
    const bare = file.split('?')[0] ?? '';
    const outsider = await userIdOf(DEMO.outside);
    for (const token of [
      '',
      mediaToken(ctx.config, { kind: 'protocol', id: list[0]?.id ?? 0 }, outsider),
      tokenOf(hlsVideo.hls ?? ''),
    ])
      expect((await get(token ? `${bare}?t=${token}` : bare)).status, token).toBe(403);
  });
});

describe('a buyer who lost the course', () => {
  it('is refused at once, with the URLs they were given', async () => {
    const specialist = await login(ctx.app, DEMO.specialist);
    const specialistId = await userIdOf(DEMO.specialist);
    const [theirs] = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: specialist })),
    );
    // A paid lesson of their course, an MP4 (the seeded lessons are all MP4s).
    const url = theirs?.course.courses_video[2]?.video_link ?? '';
    expect(tokenOf(url)).toMatch(new RegExp(`^v\\d+\\.\\d+\\.${specialistId}\\.`));
    expect((await get(url)).status).toBe(200);
    await ctx.database.db
      .delete(courseAccess)
      .where(and(eq(courseAccess.userId, specialistId), eq(courseAccess.id, theirs?.id ?? 0)));
    expect((await get(url)).status).toBe(403);
  });
});
