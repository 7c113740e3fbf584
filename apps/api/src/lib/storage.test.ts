import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificateSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { DEMO, FILES, json, login, send } from '../test/helpers';
import { startS3Server } from '../test/s3-server';
import { createTestApp } from '../test/test-app';
import { silentLogger } from './logger';
import { FolderStorage, S3Storage } from './storage';

/**
 * The S3 driver against a local S3-compatible server (s3rver, from the npm registry): two API
 * processes on one database and one bucket, an upload through one served by the other.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let other: ReturnType<typeof createApp>;
beforeAll(async () => {
  s3 = await startS3Server();
  const { env } = s3;
  ctx = await createTestApp(env);
  const config = loadConfig({ DATA_DIR: 'memory://', ...env });
  other = createApp({
    config,
    db: ctx.database.db,
    log: silentLogger,
    services: { outbox: ctx.jobs },
  });
});
afterAll(async () => {
  await ctx.database.close();
  await s3.close();
});

/** A certificate uploaded by the demo specialist through the first process; its media path. */
async function upload(file: File) {
  const token = await login(ctx.app, DEMO.specialist);
  const me = await json<{ profile_id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }));
  const form = new FormData();
  form.append('user_profile_id', String(me.profile_id));
  form.append('image', file);
  form.append('show', 'false');
  form.append('for_completing_the_course', 'false');
  const res = await send(ctx.app, 'POST', '/accounts/certificates_and_diplomas/', {
    token,
    form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return certificateSchema.parse(await res.json()).image;
}

describe('uploads in an S3-compatible bucket', () => {
  it('uses the bucket when S3_* is set', () => {
    expect(ctx.services.storage).toBeInstanceOf(S3Storage);
  });

  it('serves an upload made through one process from another, by a signed address', async () => {
    const picture = FILES.png();
    const path = await upload(picture);
    expect(path).toMatch(/^\/media\/certificates\/[0-9a-f-]{36}\.png$/);
    const res = await other.request(path);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(await picture.arrayBuffer()));
    // The bucket answers a byte range itself.
    const part = await fetch(location, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(4);
  });

  it('hands out an uploaded PDF as an attachment, and answers 404 for a missing file', async () => {
    const path = await upload(FILES.pdf());
    const location = new URL((await other.request(path)).headers.get('location') ?? '');
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^attachment;/);
    expect(location.searchParams.get('response-content-type')).toBe('application/pdf');
    expect((await other.request('/media/certificates/none.pdf')).status).toBe(404);
    expect((await other.request('/media/certificates/../x.pdf')).status).toBe(404);
  });

  it('keeps a file streamed from disk and hands it back (the video job’s source)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'academy-storage-'));
    const bytes = randomBytes(300_000);
    await writeFile(join(folder, 'source.mp4'), bytes);
    for (const storage of [ctx.services.storage, new FolderStorage(join(folder, 'media'))]) {
      await storage.putFile('videos/1/source/a.mp4', join(folder, 'source.mp4'), 'video/mp4');
      await storage.download('videos/1/source/a.mp4', join(folder, 'back.mp4'));
      expect((await readFile(join(folder, 'back.mp4'))).equals(bytes)).toBe(true);
      await expect(storage.download('videos/1/none.mp4', join(folder, 'x'))).rejects.toThrow();
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('deletes a folder of files (a deleted video’s), and only that folder, or one file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'academy-storage-'));
    const bytes = new Uint8Array([1, 2, 3]);
    for (const storage of [ctx.services.storage, new FolderStorage(join(folder, 'media'))]) {
      for (const key of ['videos/7/a.ts', 'videos/7/hls/720p/b.ts', 'videos/70/c.ts'])
        await storage.put(key, bytes, 'video/mp2t');
      await storage.removeAll('videos/7');
      const kept = async (key: string) =>
        storage.download(key, join(folder, 'x')).then(
          () => true,
          () => false,
        );
      expect(await kept('videos/7/a.ts')).toBe(false);
      expect(await kept('videos/7/hls/720p/b.ts')).toBe(false);
      expect(await kept('videos/70/c.ts')).toBe(true);
      await storage.removeAll('videos/7');
      await storage.remove('videos/70/c.ts');
      expect(await kept('videos/70/c.ts')).toBe(false);
      await storage.remove('videos/70/c.ts');
    }
    await rm(folder, { recursive: true, force: true });
  });
});
