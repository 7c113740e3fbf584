import {
  courseContentSchema,
  staffChapterSchema,
  staffProtocolSchema,
  staffVideoSchema,
  videoProcessingSchema,
} from '@academy/contract/back-office/course-content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courses, courseVideos, users } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { DEMO, FILES, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { markProcessed } from '../videos/videos.service';

/**
 * A course's content as its editors change it (issue 27): chapters and videos created, ordered,
 * moved and deleted (with the video's files), protocols and their refusals, and the buyers'
 * course-update notice: once per video or protocol added to a published course, never for a
 * draft or an edit.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: string;
let buyer: string;
let published: number;
let draft: number;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await login(ctx.app, 'editor@academy.demo');
  buyer = await login(ctx.app, DEMO.outside);
  const db = ctx.database.db;
  const rows = await db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(2);
  published = rows[0]?.id ?? 0;
  draft = rows[1]?.id ?? 0;
  await db.update(courses).set({ isActive: true }).where(eq(courses.id, published));
  await db.update(courses).set({ isActive: false }).where(eq(courses.id, draft));
  // The buyer owns both courses and has seen every update until an hour ago.
  const [outside] = await db.select().from(users).where(eq(users.email, DEMO.outside));
  for (const courseId of [published, draft])
    await db
      .insert(courseAccess)
      .values({ userId: outside?.id ?? 0, courseId, notifiedAt: new Date(Date.now() - 3600_000) })
      .onConflictDoNothing();
});
afterAll(() => ctx.database.close());

const title = (ro: string) => ({ ro, ru: `${ro} (ru)` });
const as = (method: string, path: string, body?: unknown) =>
  send(ctx.app, method, path, { token: editor, body });
const contentOf = async (courseId: number) =>
  courseContentSchema.parse(await json(as('GET', `/admin/courses/${courseId}/content/`)));

async function chapter(courseId: number, name: string) {
  const res = await as('POST', `/admin/courses/${courseId}/chapters/`, { name: title(name) });
  expect(res.status).toBe(201);
  return staffChapterSchema.parse(await res.json());
}

async function video(courseId: number, chapterId: number, name: string) {
  const res = await as('POST', `/admin/courses/${courseId}/videos/`, {
    title: title(name),
    kind: 'practical',
    chapter: chapterId,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return staffVideoSchema.parse(await res.json());
}

/** The pipeline's end for a video: its upload recorded as `key`, then the job's result. */
async function processed(videoId: number, key: string) {
  await ctx.database.db
    .update(courseVideos)
    .set({ sourceKey: key, status: 'processing' })
    .where(eq(courseVideos.id, videoId));
  await markProcessed(ctx.database.db, videoId, key, {
    hlsKey: `videos/${videoId}/hls/master.m3u8`,
    posterKey: `videos/${videoId}/poster.jpg`,
    thumbnailsKey: `videos/${videoId}/thumbs.vtt`,
    time: '00:00:02',
  });
}

/** The kinds of news the buyer's dashboard shows for a course. */
async function newsOf(courseId: number) {
  const updates = await json<{ course: { id: number }; kinds: string[] }[]>(
    send(ctx.app, 'GET', '/ro/courses/courses-updates/', { token: buyer }),
  );
  return updates.find((update) => update.course.id === courseId)?.kinds ?? [];
}

const clearNews = () =>
  send(ctx.app, 'GET', '/ro/courses/courses-updates/clear/', { token: buyer });

function protocolForm(file: File, name = 'Protocol de curățare') {
  const form = new FormData();
  form.append('file', file);
  form.append('title', JSON.stringify(title(name)));
  return form;
}

const addProtocol = (courseId: number, file: File) =>
  send(ctx.app, 'POST', `/admin/courses/${courseId}/protocols/`, {
    token: editor,
    form: protocolForm(file),
  });

describe('chapters', () => {
  it('are added at the end, renamed, ordered and deleted when empty, each write audited', async () => {
    const before = await contentOf(published);
    const first = await chapter(published, 'Capitolul A');
    const second = await chapter(published, 'Capitolul B');
    const ids = [...before.chapters.map((entry) => entry.id), first.id, second.id];
    expect((await contentOf(published)).chapters.map((entry) => entry.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const put = await as('PUT', `/admin/courses/${published}/chapters/order/`, { ids: reversed });
    expect(put.status).toBe(204);
    expect((await contentOf(published)).chapters.map((entry) => entry.id)).toEqual(reversed);

    const renamed = await as('PATCH', `/admin/chapters/${first.id}/`, { name: title('Nou') });
    expect(staffChapterSchema.parse(await renamed.json()).name.ro).toBe('Nou');

    expect((await as('DELETE', `/admin/chapters/${second.id}/`)).status).toBe(204);
    const audit = await auditLines(ctx.database.db, { entityId: second.id });
    expect(audit.map((row) => row.action)).toEqual(['chapter.create', 'chapter.delete']);
  });

  it('refuses an order that is not exactly the course’s chapters, and a nameless chapter', async () => {
    const { chapters } = await contentOf(published);
    const ids = chapters.map((entry) => entry.id);
    for (const wrong of [ids.slice(1), [...ids, 999_999]]) {
      const res = await as('PUT', `/admin/courses/${published}/chapters/order/`, { ids: wrong });
      expect(res.status).toBe(400);
      expect(Object.keys(await json(res))).toEqual(['ids']);
    }
    const nameless = await as('POST', `/admin/courses/${published}/chapters/`, {
      name: { ro: ' ', ru: 'Глава' },
    });
    expect(nameless.status).toBe(400);
    expect(Object.keys(await json(nameless))).toEqual(['name.ro']);
    expect((await as('GET', '/admin/courses/999999/content/')).status).toBe(404);
  });

  it('keeps a chapter that still lists videos (409)', async () => {
    const full = await chapter(published, 'Plin');
    await video(published, full.id, 'Lecția 1');
    expect((await as('DELETE', `/admin/chapters/${full.id}/`)).status).toBe(409);
  });
});

describe('videos', () => {
  it('wait for their file, then are moved, ordered and deleted with their files', async () => {
    const a = await chapter(published, 'Video A');
    const b = await chapter(published, 'Video B');
    const one = await video(published, a.id, 'Unu');
    const two = await video(published, a.id, 'Doi');
    expect(one).toMatchObject({ status: 'processing', uploaded: false, duration: '' });
    const state = videoProcessingSchema.parse(
      await json(as('GET', `/admin/videos/${one.id}/processing/`)),
    );
    expect(state).toMatchObject({ id: one.id, processing_percent: 0, uploaded: false });

    const order = await as('PUT', `/admin/chapters/${a.id}/videos/order/`, {
      ids: [two.id, one.id],
    });
    expect(order.status).toBe(204);
    let content = await contentOf(published);
    expect(content.chapters.find((entry) => entry.id === a.id)?.videos.map((v) => v.id)).toEqual([
      two.id,
      one.id,
    ]);

    const moved = await as('PATCH', `/admin/videos/${one.id}/`, {
      chapter: b.id,
      free_preview: true,
    });
    expect(staffVideoSchema.parse(await moved.json())).toMatchObject({
      chapter: b.id,
      free_preview: true,
    });
    content = await contentOf(published);
    expect(content.chapters.find((entry) => entry.id === b.id)?.videos.map((v) => v.id)).toEqual([
      one.id,
    ]);

    const storage = ctx.services.storage;
    await storage.put(`videos/${two.id}/hls/master.m3u8`, new Uint8Array([35]), 'text/plain');
    expect((await as('DELETE', `/admin/videos/${two.id}/`)).status).toBe(204);
    await expect(
      storage.download(`videos/${two.id}/hls/master.m3u8`, '/tmp/course-content-gone'),
    ).rejects.toThrow();
    expect((await as('GET', `/admin/videos/${two.id}/processing/`)).status).toBe(404);
  });

  it('refuses a chapter of another course', async () => {
    const other = await chapter(draft, 'Altul');
    const res = await as('POST', `/admin/courses/${published}/videos/`, {
      title: title('Greșit'),
      kind: 'theoretical',
      chapter: other.id,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await json(res))).toEqual(['chapter']);
  });
});

describe('the course-update notice', () => {
  it('tells a published course’s buyers of a new video once it is ready, once', async () => {
    await clearNews();
    const { id } = await chapter(published, 'Noutăți');
    const lesson = await video(published, id, 'Lecție nouă');
    expect(await newsOf(published)).toEqual([]);
    await processed(lesson.id, `videos/${lesson.id}/source/a.mp4`);
    expect(await newsOf(published)).toEqual(['video']);
    await clearNews();
    // A new file for the same video, and an edit of its title: not news.
    await processed(lesson.id, `videos/${lesson.id}/source/b.mp4`);
    await as('PATCH', `/admin/videos/${lesson.id}/`, { title: title('Redenumită') });
    expect(await newsOf(published)).toEqual([]);
  });

  it('tells them of a new protocol, and nobody of a draft’s', async () => {
    await clearNews();
    const res = await addProtocol(published, FILES.pdf());
    expect(res.status, await res.clone().text()).toBe(201);
    const protocol = staffProtocolSchema.parse(await res.json());
    expect(protocol.file).toMatch(/^\/media\/protocols\/[0-9a-f-]{36}\.pdf$/);
    expect(await newsOf(published)).toEqual(['protocol']);

    const { id } = await chapter(draft, 'Ciornă');
    const lesson = await video(draft, id, 'Ciornă');
    await processed(lesson.id, `videos/${lesson.id}/source/a.mp4`);
    expect((await addProtocol(draft, FILES.pdf())).status).toBe(201);
    expect(await newsOf(draft)).toEqual([]);
  });
});

describe('protocols', () => {
  it('are PDFs only: an image, or an image named .pdf, is refused at the file', async () => {
    const renamed = new File([new Uint8Array(await FILES.png().arrayBuffer())], 'protocol.pdf');
    for (const file of [FILES.png(), renamed]) {
      const res = await addProtocol(published, file);
      expect(res.status).toBe(400);
      expect(Object.keys(await json(res))).toEqual(['file']);
    }
  });

  it('are renamed, and deleted with their PDF', async () => {
    const protocol = staffProtocolSchema.parse(await json(addProtocol(published, FILES.pdf())));
    const renamed = await as('PATCH', `/admin/protocols/${protocol.id}/`, { title: title('Alt') });
    expect(staffProtocolSchema.parse(await renamed.json()).title.ro).toBe('Alt');
    expect((await as('DELETE', `/admin/protocols/${protocol.id}/`)).status).toBe(204);
    await expect(
      ctx.services.storage.download(protocol.file.slice('/media/'.length), '/tmp/protocol-gone'),
    ).rejects.toThrow();
    const left = await auditLines(ctx.database.db, { entity: 'protocol', entityId: protocol.id });
    expect(left.map((row) => row.action)).toEqual([
      'protocol.create',
      'protocol.update',
      'protocol.delete',
    ]);
  });
});

describe('banners', () => {
  it('take an image uploaded as a course banner, never another purpose’s', async () => {
    const upload = async (purpose: string) => {
      const form = new FormData();
      form.append('file', FILES.png());
      form.append('purpose', purpose);
      const res = await send(ctx.app, 'POST', '/admin/images/', { token: editor, form });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await json<{ id: number }>(res)).id;
    };
    const wrong = await as('POST', `/admin/courses/${published}/banners/`, {
      image_id: await upload('avatar'),
      link: '/ro/shop',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(await json(wrong))).toEqual(['image_id']);
    const res = await as('POST', `/admin/courses/${published}/banners/`, {
      image_id: await upload('course_banner'),
      link: '/ro/shop',
    });
    expect(res.status).toBe(201);
    const banner = await json<{ id: number; image: string }>(res);
    expect((await contentOf(published)).banners.map((entry) => entry.id)).toContain(banner.id);
    const bad = await as('PATCH', `/admin/banners/${banner.id}/`, { link: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await as('DELETE', `/admin/banners/${banner.id}/`)).status).toBe(204);
  });
});
