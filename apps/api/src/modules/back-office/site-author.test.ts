import { authorListSchema } from '@academy/contract';
import {
  AUTHOR_MISSING,
  type AuthorBody,
  diplomaSchema,
  siteAuthorSchema,
} from '@academy/contract/back-office/site';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorGallery, authors, courses } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { json, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { texts } from '../../test/texts';
import { createSiteTestApp, refusedFields } from './site-test-fixtures';

let site: Awaited<ReturnType<typeof createSiteTestApp>>;
beforeAll(async () => {
  site = await createSiteTestApp();
});
afterAll(() => site.ctx.database.close());

describe('the author and her diplomas', () => {
  const author: AuthorBody = {
    title: texts({ ro: 'Despre autor' }),
    sub_title: texts({ ro: 'Dr. Elena Nouă', ru: 'Д-р Елена Новая' }),
    specialization: texts({ ro: 'Dermatolog' }),
    description_short: texts({ ro: 'Scurtă descriere.' }),
  };

  it('saves her texts and her photo; the public author answer and a course page follow', async () => {
    const [taught] = await site.ctx.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(isNotNull(courses.authorId), eq(courses.isActive, true)))
      .limit(1);
    const instructor = async () =>
      (
        (await json(site.ctx.app.request(`/ru/courses/course/${taught?.id}/`))) as {
          instructor: { name: string } | null;
        }
      ).instructor;
    await instructor(); // both answers kept in the response cache from now on
    await site.ctx.app.request('/ru/about-author-slider/');
    const photo = await uploadedImage(site.ctx.database.db, 'author_photo');
    const res = await site.put('/admin/site/author/', { ...author, image_id: photo.id });
    expect(res.status).toBe(200);
    const saved = siteAuthorSchema.parse(await res.json());
    expect(saved.image).toBe(photo.url('image'));
    const [shown] = authorListSchema.parse(
      await json(site.ctx.app.request('/ru/about-author-slider/')),
    );
    expect(shown).toMatchObject({ sub_title: 'Д-р Елена Новая', image: saved.image });
    expect((await instructor())?.name).toBe('Д-р Елена Новая');
    // A save without a new photo keeps hers.
    const again = siteAuthorSchema.parse(await json(site.put('/admin/site/author/', author)));
    expect(again.image).toBe(saved.image);
    expect((await site.lastAudit('author'))?.action).toBe('author.update');
  });

  it('refuses an image uploaded for another purpose, or none', async () => {
    const cover = await uploadedImage(site.ctx.database.db, 'course_cover');
    for (const image_id of [cover.id, 999_999]) {
      const res = await site.put('/admin/site/author/', { ...author, image_id });
      expect(res.status).toBe(400);
      expect(await refusedFields(res)).toEqual(['image_id']);
    }
    const res = await send(site.ctx.app, 'POST', '/admin/site/author/diplomas/', {
      token: site.editor,
      body: { image_id: cover.id },
    });
    expect(await refusedFields(res)).toEqual(['image_id']);
  });

  it('adds a diploma at the end of the public gallery and removes it, each audited', async () => {
    const diploma = await uploadedImage(site.ctx.database.db, 'author_diploma');
    const res = await send(site.ctx.app, 'POST', '/admin/site/author/diplomas/', {
      token: site.editor,
      body: { image_id: diploma.id },
    });
    expect(res.status).toBe(201);
    const added = diplomaSchema.parse(await res.json());
    expect(added).toMatchObject({
      image: diploma.url('image'),
      image_thumbnail: diploma.url('image_thumbnail'),
    });
    const gallery = async () =>
      authorListSchema.parse(await json(site.ctx.app.request('/ro/about-author-slider/')))[0]
        ?.gallery_about_author ?? [];
    expect((await gallery()).at(-1)).toEqual(added);

    const removed = await send(site.ctx.app, 'DELETE', `/admin/site/author/diplomas/${added.id}/`, {
      token: site.editor,
    });
    expect(removed.status).toBe(204);
    expect((await gallery()).map((item) => item.id)).not.toContain(added.id);
    const actions = await auditLines(site.ctx.database.db, {
      entity: 'author_gallery',
      entityId: added.id,
    });
    expect(actions.map((entry) => entry.action)).toEqual(['diploma.add', 'diploma.remove']);
    const again = await send(site.ctx.app, 'DELETE', `/admin/site/author/diplomas/${added.id}/`, {
      token: site.editor,
    });
    expect(again.status).toBe(404);
  });

  it('answers 409 for a diploma while no author is saved', async () => {
    await site.ctx.database.db.delete(authorGallery);
    await site.ctx.database.db.delete(authors);
    const res = await send(site.ctx.app, 'POST', '/admin/site/author/diplomas/', {
      token: site.editor,
      body: { image_id: (await uploadedImage(site.ctx.database.db, 'author_diploma')).id },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: AUTHOR_MISSING });
  });
});
