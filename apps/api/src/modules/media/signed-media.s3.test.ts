import { accessListSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { processedVideo, SEGMENT } from '../../test/hls-video';
import { startS3Server } from '../../test/s3-server';
import { createTestApp } from '../../test/test-app';

/**
 * A lesson's files in an S3-compatible bucket (several API processes): the same token opens
 * them, a playlist is read from the bucket and answered with its URIs signed, any other file
 * is the bucket's short-lived address (which honours Range itself), and nothing without a token.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({ ...s3.env, CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await ctx.database.close();
  await s3.close();
});

describe("a lesson's files in a bucket", () => {
  it('answer the buyer through the bucket, and nobody without a token', async () => {
    const buyer = await login(ctx.app, DEMO.student);
    const [access] = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: buyer })),
    );
    const videoId = access?.course.courses_video[1]?.id ?? 0;
    await processedVideo(ctx.database.db, ctx.services.storage, videoId);
    const [again] = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: buyer })),
    );
    const hls = again?.course.courses_video[1]?.hls ?? '';
    const token = new URL(hls, 'http://x').searchParams.get('t');

    const master = await ctx.app.request(hls);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await master.text()).toContain(`360p/index.m3u8?t=${token}`);

    const segment = await ctx.app.request(
      `/media/videos/${videoId}/hls/360p/seg_00001.m4s?t=${token}`,
    );
    expect(segment.status).toBe(302);
    expect(segment.headers.get('cache-control')).toMatch(/^private/);
    const part = await fetch(segment.headers.get('location') ?? '', {
      headers: { range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(SEGMENT.subarray(0, 100));

    for (const file of ['hls/master.m3u8', 'hls/360p/seg_00001.m4s', 'poster.jpg'])
      expect((await ctx.app.request(`/media/videos/${videoId}/${file}`)).status, file).toBe(403);
  });
});
