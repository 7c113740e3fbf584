import {
  COURSE_FORM_ERRORS,
  courseFormErrorOf,
  courseFormOptionsSchema,
  staffCourseListSchema,
  staffCourseSchema,
  updateCourseSchema,
} from '@academy/contract/back-office/courses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courseModules, courses, users } from '../../db/schema';
import { lastAuditLine } from '../../test/audit';
import { DEMO, json, login, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createTestApp } from '../../test/test-app';
import { texts } from '../../test/texts';
import { indexedPaths } from '../seo/sitemap';
import { addVideo, formOf, newCourse, publishedCourse, save } from './courses-test-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: string;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  editor = await login(ctx.app, 'editor@academy.demo');
});
afterAll(() => ctx.database.close());

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const lastAudit = (id: number) =>
  lastAuditLine(ctx.database.db, { entity: 'course', entityId: id });
const publicDetail = (id: number, lang = 'ro') => ctx.app.request(`/${lang}/courses/course/${id}/`);
const catalogueIds = async (lang = 'ro') =>
  (
    await json<{ results: { id: number }[] }>(
      ctx.app.request(`/${lang}/courses/course/?page_size=100`),
    )
  ).results.map((course) => course.id);

describe('creating a course', () => {
  it('creates it unpublished from its Romanian name and category, audited', async () => {
    const course = await newCourse(ctx.app, editor, unique('Peeling'));
    expect(course.is_published).toBe(false);
    expect(course.category_id).toBe(3);
    expect(course.cover).toBeNull();
    const entry = await lastAudit(course.id);
    expect(entry?.action).toBe('course.create');
    const [editorRow] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'editor@academy.demo'));
    expect(entry?.actorId).toBe(editorRow?.id);
  });

  it('refuses an unknown category and a name of two lines at their fields', async () => {
    const unknown = await send(ctx.app, 'POST', '/admin/courses/', {
      token: editor,
      body: { name: 'X', category_id: 999 },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ category_id: [COURSE_FORM_ERRORS.unknownCategory] });
    const twoLines = await send(ctx.app, 'POST', '/admin/courses/', {
      token: editor,
      body: { name: 'A\nB', category_id: 3 },
    });
    expect(twoLines.status).toBe(400);
    expect(Object.keys(await json<object>(twoLines))).toEqual(['name']);
  });

  it('is refused to a student and a manager', async () => {
    const student = await login(ctx.app, DEMO.student);
    const manager = await login(ctx.app, 'manager@academy.demo');
    for (const token of [student, manager]) {
      const res = await send(ctx.app, 'POST', '/admin/courses/', {
        token,
        body: { name: 'X', category_id: 3 },
      });
      expect(res.status).toBe(403);
    }
  });
});

describe("saving a course's form", () => {
  it('saves texts, choices, price and cover; audits what changed only', async () => {
    const course = await newCourse(ctx.app, editor, unique('Botox'));
    const options = courseFormOptionsSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/admin/courses/options/', { token: editor })),
    );
    const category = options.categories.find((c) => c.modules.length > 0);
    if (!category) throw new Error('the seed has no module');
    const cover = await uploadedImage(ctx.database.db, 'course_cover');
    const res = await save(
      ctx.app,
      editor,
      course.id,
      formOf(course, {
        name: texts({ ro: course.name.ro, ru: 'Ботокс' }),
        description: texts({ ro: '<p onclick="x()">Despre <b>curs</b></p><script>1</script>' }),
        outcomes: texts({ ro: 'Unu\nDoi', ru: 'Один' }),
        category_id: category.id,
        module_id: category.modules[0]?.id ?? null,
        tag_ids: options.tags.slice(0, 1).map((t) => t.id),
        price: 99.5,
        discount: 10,
        is_new: true,
        time: '10:30:00',
        image_id: cover.id,
      }),
    );
    expect(res.status).toBe(200);
    const saved = staffCourseSchema.parse(await res.json());
    expect(saved.name.ru).toBe('Ботокс');
    expect(saved.description.ro).toBe('<p>Despre <b>curs</b></p>');
    expect(saved.outcomes).toMatchObject({ ro: 'Unu\nDoi', ru: 'Один' });
    expect(saved.cover?.thumbnail).toMatch(/image_thumbnail\.webp$/);
    expect(saved.price).toBe(99.5);
    const entry = await lastAudit(course.id);
    expect(entry?.action).toBe('course.update');
    expect(Object.keys(entry?.after ?? {})).not.toContain('author_id');
    expect(entry?.after).toMatchObject({ price: 99.5, discount: 10, is_new: true });

    // Saved again unchanged: nothing new in the log; the cover stays without an image_id.
    await save(ctx.app, editor, course.id, formOf(saved));
    expect((await lastAudit(course.id))?.id).toBe(entry?.id);
    const again = staffCourseSchema.parse(
      await json(send(ctx.app, 'GET', `/admin/courses/${course.id}/`, { token: editor })),
    );
    expect(again.cover).toEqual(saved.cover);
  });

  it('refuses a module of another category, an unknown tag and a wrong image', async () => {
    const course = await newCourse(ctx.app, editor, unique('Masaj'));
    const [other] = await ctx.database.db
      .select()
      .from(courseModules)
      .where(eq(courseModules.categoryId, 4))
      .limit(1);
    const banner = await uploadedImage(ctx.database.db, 'course_banner');
    const choices = await save(
      ctx.app,
      editor,
      course.id,
      formOf(course, { category_id: 3, module_id: other?.id ?? 1, tag_ids: [99_999] }),
    );
    expect(choices.status).toBe(400);
    expect(await choices.json()).toMatchObject({
      module_id: [COURSE_FORM_ERRORS.moduleOfCategory],
      tag_ids: [COURSE_FORM_ERRORS.unknownTag],
    });
    const image = await save(ctx.app, editor, course.id, formOf(course, { image_id: banner.id }));
    expect(image.status).toBe(400);
    expect(Object.keys(await json<object>(image))).toEqual(['image_id']);
  });

  it('checks the form the same in the browser and on the server', async () => {
    const course = await newCourse(ctx.app, editor, unique('Laser'));
    const cases: [Partial<ReturnType<typeof formOf>>, string, keyof typeof COURSE_FORM_ERRORS][] = [
      [{ discount: 100 }, 'discount', 'discount'],
      [{ price: 10.555 }, 'price', 'price'],
      [{ time: '90 min' }, 'time', 'time'],
      [{ tag_ids: [1, 1] }, 'tag_ids', 'tagsOnce'],
      [
        { outcomes: texts({ ro: Array.from({ length: 13 }, (_, i) => `O${i}`).join('\n') }) },
        'outcomes.ro',
        'outcomesCount',
      ],
    ];
    for (const [patch, field, error] of cases) {
      const body = formOf(course, patch);
      const browser = updateCourseSchema.safeParse(body);
      const message = browser.error?.issues.find((i) => i.path.join('.') === field)?.message;
      expect(courseFormErrorOf(message ?? '')).toBe(error);
      const res = await save(ctx.app, editor, course.id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ [field]: [COURSE_FORM_ERRORS[error]] });
    }
    const noName = await save(
      ctx.app,
      editor,
      course.id,
      formOf(course, { name: texts({ ro: '' }) }),
    );
    expect(Object.keys(await json<object>(noName))).toEqual(['name.ro']);
  });
});

describe('publishing', () => {
  it('refuses a course without a cover or a video, each at its field', async () => {
    const course = await newCourse(ctx.app, editor, unique('Fără'));
    const res = await send(ctx.app, 'POST', `/admin/courses/${course.id}/publish/`, {
      token: editor,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      image_id: [COURSE_FORM_ERRORS.publishCover],
      videos: [COURSE_FORM_ERRORS.publishVideo],
    });
    const cover = await uploadedImage(ctx.database.db, 'course_cover');
    await save(ctx.app, editor, course.id, formOf(course, { image_id: cover.id }));
    const still = await send(ctx.app, 'POST', `/admin/courses/${course.id}/publish/`, {
      token: editor,
    });
    expect(await still.json()).toEqual({ videos: [COURSE_FORM_ERRORS.publishVideo] });
    await addVideo(ctx.database.db, course.id);
    const done = await send(ctx.app, 'POST', `/admin/courses/${course.id}/publish/`, {
      token: editor,
    });
    expect(done.status).toBe(200);
    expect((await lastAudit(course.id))?.action).toBe('course.publish');
  });

  it('shows a course on the public side only while published', async () => {
    const draft = await newCourse(ctx.app, editor, unique('Ciornă'));
    expect((await publicDetail(draft.id)).status).toBe(404);
    expect(await catalogueIds()).not.toContain(draft.id);
    expect(await indexedPaths(ctx.database.db)).not.toContain(`course/${draft.id}`);

    const course = await publishedCourse(ctx.app, ctx.database.db, editor, unique('Public'));
    expect((await publicDetail(course.id)).status).toBe(200);
    expect((await publicDetail(course.id, 'ru')).status).toBe(200);
    expect(await catalogueIds()).toContain(course.id);
    expect(await catalogueIds('ru')).toContain(course.id);
    expect(await indexedPaths(ctx.database.db)).toContain(`course/${course.id}`);

    const res = await send(ctx.app, 'POST', `/admin/courses/${course.id}/unpublish/`, {
      token: editor,
    });
    expect(res.status).toBe(200);
    // The cached answers were cleared by the write.
    expect((await publicDetail(course.id)).status).toBe(404);
    expect(await catalogueIds()).not.toContain(course.id);
    expect(await indexedPaths(ctx.database.db)).not.toContain(`course/${course.id}`);
    expect((await lastAudit(course.id))?.after).toEqual({ is_published: false });
  });
});

describe('the list', () => {
  it('pages, searches any language and filters by state and category', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const draft = await newCourse(ctx.app, editor, `Listă ${tag}`);
    await save(
      ctx.app,
      editor,
      draft.id,
      formOf(draft, { name: texts({ ro: draft.name.ro, ru: `Список ${tag}` }) }),
    );
    const list = (query: string) =>
      json(send(ctx.app, 'GET', `/ru/admin/courses/?${query}`, { token: editor })).then((body) =>
        staffCourseListSchema.parse(body),
      );
    const found = await list(`q=${encodeURIComponent(`Список ${tag}`)}`);
    expect(found.count).toBe(1);
    expect(found.results[0]?.name).toBe(`Список ${tag}`);
    expect((await list(`q=${tag}&state=published`)).count).toBe(0);
    expect((await list(`q=${tag}&state=draft&category=3`)).count).toBe(1);
    expect((await list(`q=${tag}&category=4`)).count).toBe(0);
    const page = await list('page_size=2&sort=name&order=asc');
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
  });
});

describe('deleting', () => {
  it('deletes a course nobody bought, audited; refuses one bought', async () => {
    const course = await newCourse(ctx.app, editor, unique('Șters'));
    const res = await send(ctx.app, 'DELETE', `/admin/courses/${course.id}/`, { token: editor });
    expect(res.status).toBe(204);
    expect((await lastAudit(course.id))?.action).toBe('course.delete');
    const gone = await send(ctx.app, 'GET', `/admin/courses/${course.id}/`, { token: editor });
    expect(gone.status).toBe(404);

    const [bought] = await ctx.database.db
      .select({ id: courseAccess.courseId })
      .from(courseAccess)
      .limit(1);
    if (!bought) throw new Error('the seed has no purchase');
    const refused = await send(ctx.app, 'DELETE', `/admin/courses/${bought.id}/`, {
      token: editor,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ detail: COURSE_FORM_ERRORS.bought });
    const [still] = await ctx.database.db.select().from(courses).where(eq(courses.id, bought.id));
    expect(still).toBeDefined();
  });
});
