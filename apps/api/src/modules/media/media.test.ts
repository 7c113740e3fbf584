import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange } from '../../lib/file-answer';
import { createTestApp } from '../../test/test-app';
import { serverBesideWeb } from '../../test/web-server';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const media = mkdtempSync(join(tmpdir(), 'academy-media-'));
beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: media });
  mkdirSync(join(media, 'certificates'), { recursive: true });
  // What a user may upload: a PDF with a script to run on open, and a picture.
  writeFileSync(
    join(media, 'certificates', 'a1b2.pdf'),
    '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
  );
  writeFileSync(join(media, 'certificates', 'c3d4.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
});
afterAll(() => ctx.database.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.request(path, { headers });

describe('media', () => {
  it('answers a byte range with 206, as players need to seek', async () => {
    const size = statSync(join(import.meta.dirname, '../../../demo-media/trailer.mp4')).size;
    const whole = await get('/media/demo/trailer.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);

    const first = await get('/media/demo/trailer.mp4', { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await first.arrayBuffer()).byteLength).toBe(100);
    const tail = await get('/media/demo/trailer.mp4', { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const beyond = await get('/media/demo/trailer.mp4', { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('reads Range headers as RFC 9110 has them', () => {
    expect(byteRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=-100', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=7-3', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
    for (const whole of [undefined, 'bytes=0-1,4-5', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(whole, 10)).toBeNull();
  });

  it('never draws an uploaded PDF on our origin: a download under a sandbox', async () => {
    const pdf = await get('/media/certificates/a1b2.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="a1b2.pdf"');
    expect(pdf.headers.get('content-security-policy')).toMatch(/^sandbox;.*frame-ancestors 'none'/);
    const picture = await get('/media/certificates/c3d4.png');
    expect(picture.headers.get('content-disposition')).toBeNull();
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('shows our own PDFs and videos inline, under a policy that loads nothing else', async () => {
    for (const path of [
      '/media/demo/certificates/course-certificate.pdf',
      '/policy_md/policy_en.pdf',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="[\w.-]+"$/);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );
    }
  });

  it('answers 404 for a missing file', async () => {
    for (const path of [
      '/media/certificates/none.pdf',
      '/media/demo/none.mp4',
      '/media/certificates',
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('files beside the web app', () => {
  const server = () => serverBesideWeb(ctx);

  it('serves media at the root and under /api, each with its own policy', async () => {
    for (const path of ['/media/certificates/a1b2.pdf', '/api/media/certificates/a1b2.pdf']) {
      const res = await server().request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toMatch(/^sandbox;/);
    }
    const ranged = await server().request('/media/demo/trailer.mp4', {
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.status).toBe(206);
  });

  it('answers 404 for a missing file rather than the page', async () => {
    for (const path of ['/x.js', '/assets/old-chunk.js', '/favicon-none.png', '/media/none.png']) {
      const res = await server().request(path);
      expect(res.status, path).toBe(404);
    }
    expect((await server().request('/ro/any-page')).status).toBe(200);
  });
});
