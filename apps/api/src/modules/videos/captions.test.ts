import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVideos } from '../../db/schema';
import { DEMO, login } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { CAPTIONS_MAX_BYTES, isWebVtt } from './captions.service';

/** A lesson's captions: staff upload one WebVTT per language, kept beside the renditions. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let work: string;
let videoId: number;
let editor: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'academy-captions-'));
  ctx = await createTestApp({ MEDIA_DIR: join(work, 'media') });
  const [video] = await ctx.database.db.select({ id: courseVideos.id }).from(courseVideos).limit(1);
  videoId = video?.id ?? 0;
  editor = await login(ctx.app, 'editor@academy.demo');
});
afterAll(async () => {
  await ctx.database.close();
  await rm(work, { recursive: true, force: true });
});

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBună ziua\n';

function put(
  token: string | null,
  lang: string,
  body: RequestInit['body'],
  type = 'text/vtt',
  id = videoId,
) {
  return ctx.app.request(`/admin/videos/${id}/captions/${lang}/`, {
    method: 'PUT',
    headers: { 'content-type': type, ...(token && { authorization: `Token ${token}` }) },
    body,
  });
}

const languagesOf = async () =>
  (
    await ctx.database.db
      .select({ languages: courseVideos.captionLanguages })
      .from(courseVideos)
      .where(eq(courseVideos.id, videoId))
  )[0]?.languages;

describe('captions upload', () => {
  it('keeps the file beside the renditions and the language on the video, once', async () => {
    expect((await put(editor, 'ro', VTT)).status).toBe(204);
    expect((await put(editor, 'en', VTT.replace('Bună ziua', 'Hello'))).status).toBe(204);
    expect((await put(editor, 'ro', `\uFEFF${VTT}`, 'text/vtt; charset=utf-8')).status).toBe(204);
    expect(await languagesOf()).toEqual(['en', 'ro']);
    const stored = join(work, 'media', `videos/${videoId}/captions/en.vtt`);
    expect(await readFile(stored, 'utf8')).toContain('Hello');
  });

  it('two uploads at once keep both languages', async () => {
    const answers = await Promise.all([put(editor, 'fr', VTT), put(editor, 'es', VTT)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    expect(await languagesOf()).toEqual(['en', 'es', 'fr', 'ro']);
  });

  it('refuses what is not WebVTT, too large, of another type, or for no video', async () => {
    expect((await put(editor, 'ru', '1\n00:00:00,000 --> 00:00:02,000\nSRT\n')).status).toBe(400);
    expect((await put(editor, 'ru', new Uint8Array([0x57, 0x45, 0xff, 0xfe]))).status).toBe(400);
    const big = `WEBVTT\n\n${'x'.repeat(CAPTIONS_MAX_BYTES)}`;
    expect((await put(editor, 'ru', big)).status).toBe(413);
    expect((await put(editor, 'ru', VTT, 'text/plain')).status).toBe(415);
    expect((await put(editor, 'ru', VTT, 'text/vtt', 987_654)).status).toBe(404);
    expect((await put(editor, 'xx', VTT)).status).toBe(404);
    expect(await languagesOf()).not.toContain('ru');
  });

  it('is for admins and editors only', async () => {
    expect((await put(null, 'ru', VTT)).status).toBe(401);
    const student = await login(ctx.app, DEMO.student);
    expect((await put(student, 'ru', VTT)).status).toBe(403);
    const manager = await login(ctx.app, 'manager@academy.demo');
    expect((await put(manager, 'ru', VTT)).status).toBe(403);
    const admin = await login(ctx.app, 'admin@academy.demo');
    expect((await put(admin, 'ru', VTT)).status).toBe(204);
  });
});

describe('isWebVtt', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('takes the signature alone or with a header, after an optional BOM', () => {
    expect(isWebVtt(bytes('WEBVTT'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT - lesson 1\r\n\r\n'))).toBe(true);
    expect(isWebVtt(bytes('\uFEFFWEBVTT\n'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTTX\n'))).toBe(false);
    expect(isWebVtt(bytes(' WEBVTT\n'))).toBe(false);
    expect(isWebVtt(bytes(''))).toBe(false);
  });
});
