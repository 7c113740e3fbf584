import {
  type CourseCategory,
  type CourseModule,
  courseCategorySchema,
  courseModuleSchema,
  deleteRefusalSchema,
  FIXED_COURSE_CATEGORY_IDS,
  TAXONOMY_ERRORS,
} from '@academy/contract/back-office/taxonomy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseModules, courses } from '../../db/schema';
import { json } from '../../test/helpers';
import { authoringTestApp, texts } from './taxonomy-test-fixtures';

let t: Awaited<ReturnType<typeof authoringTestApp>>;
beforeAll(async () => {
  t = await authoringTestApp();
});
afterAll(() => t.ctx.database.close());

const slug = () => `cat-${Math.random().toString(36).slice(2, 8)}`;

async function createCategory(name = 'Category') {
  const res = await t.call('POST', '/admin/course-categories/', {
    slug: slug(),
    name: texts(name),
  });
  expect(res.status).toBe(201);
  return courseCategorySchema.parse(await res.json());
}

async function createModule(categoryId: number, name = 'Module') {
  const res = await t.call('POST', '/admin/course-modules/', {
    category_id: categoryId,
    name: texts(name),
  });
  expect(res.status).toBe(201);
  return courseModuleSchema.parse(await res.json());
}

/** A course filed under a category and module, as the course editor would save it. */
async function fileCourse(categoryId: number, moduleId: number | null) {
  const [course] = await t.db
    .insert(courses)
    .values({
      name: texts('Course'),
      description: texts('About'),
      image: '/media/x.webp',
      imageThumbnail: '/media/x.webp',
      price: 10,
      time: '01:00:00',
      categoryId,
      moduleId,
      isActive: false,
    })
    .returning({ id: courses.id });
  return course?.id ?? 0;
}

const staffCategories = async () =>
  json<CourseCategory[]>(t.call('GET', '/admin/course-categories/'));
const publicCategories = (lang = 'ro') =>
  t.visitor<{ id: number; name: string; slug: string }[]>(`/${lang}/courses/category/`);
const publicModules = (categoryId: number) =>
  t.visitor<{ id: number; name: string }[]>(`/ro/courses/modules/?category_id=${categoryId}`);

describe('course categories', () => {
  it('lists each category with its modules, its courses and whether its id is fixed', async () => {
    const list = await staffCategories();
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([...FIXED_COURSE_CATEGORY_IDS]));
    for (const category of list) {
      courseCategorySchema.parse(category);
      expect(category.fixed).toBe(
        (FIXED_COURSE_CATEGORY_IDS as readonly number[]).includes(category.id),
      );
    }
    const cosmetology = list.find((c) => c.id === 3);
    expect(cosmetology?.courses).toBeGreaterThan(0);
    expect(cosmetology?.modules.length).toBeGreaterThan(0);
  });

  it('creates one last in the listing with an id no fixed one takes; visitors see it at once', async () => {
    const before = await publicCategories();
    const created = await createCategory('Brand new');
    expect(FIXED_COURSE_CATEGORY_IDS).not.toContain(created.id);
    expect(created).toMatchObject({ fixed: false, courses: 0, modules: [] });
    const after = await publicCategories();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      id: created.id,
      name: 'ro: Brand new',
      slug: created.slug,
    });
    const audit = await t.lastAudit('course_category.create');
    expect(audit).toMatchObject({ entity: 'course_category', entityId: created.id, before: null });
  });

  it('refuses a malformed slug and one another category has, at the slug field', async () => {
    for (const [value, error] of [
      ['Two Words', TAXONOMY_ERRORS.slugFormat],
      ['cosmetology', TAXONOMY_ERRORS.slugTaken],
    ] as const) {
      const res = await t.call('POST', '/admin/course-categories/', {
        slug: value,
        name: texts('x'),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ slug: [error] });
    }
  });

  it('renames a fixed category: the listing in each language shows the new name, audited', async () => {
    await publicCategories('ru');
    const res = await t.call('PATCH', '/admin/course-categories/8/', {
      slug: 'massage',
      name: texts('Massage therapy'),
    });
    expect(res.status).toBe(200);
    const ru = await publicCategories('ru');
    expect(ru.find((c) => c.id === 8)?.name).toBe('ru: Massage therapy');
    const audit = await t.lastAudit('course_category.update');
    expect(audit?.before).toMatchObject({ slug: 'massage', name: { en: 'Massage' } });
    expect(audit?.after).toMatchObject({ name: { en: 'en: Massage therapy' } });
  });

  it('never deletes a fixed category, and says so', async () => {
    for (const id of FIXED_COURSE_CATEGORY_IDS) {
      const res = await t.call('DELETE', `/admin/course-categories/${id}/`);
      expect(res.status).toBe(409);
      expect(deleteRefusalSchema.parse(await res.json()).reason).toBe('fixed');
    }
  });

  it('refuses to delete a category while courses use it, naming how many; deletes it after', async () => {
    const category = await createCategory();
    const module = await createModule(category.id);
    const courseIds = [
      await fileCourse(category.id, module.id),
      await fileCourse(category.id, null),
    ];
    const refused = await t.call('DELETE', `/admin/course-categories/${category.id}/`);
    expect(refused.status).toBe(409);
    expect(deleteRefusalSchema.parse(await refused.json())).toMatchObject({
      reason: 'in_use',
      courses: 2,
      products: 0,
    });
    for (const id of courseIds) await t.db.delete(courses).where(eq(courses.id, id));
    const res = await t.call('DELETE', `/admin/course-categories/${category.id}/`);
    expect(res.status).toBe(204);
    expect((await staffCategories()).some((c) => c.id === category.id)).toBe(false);
    const modules = await t.db.select().from(courseModules).where(eq(courseModules.id, module.id));
    expect(modules).toEqual([]);
    expect(await t.lastAudit('course_category.delete')).toMatchObject({ entityId: category.id });
  });

  it('reorders the categories: every id once, or a refusal at ids', async () => {
    const ids = (await staffCategories()).map((c) => c.id);
    const partial = await t.call('PUT', '/admin/course-categories/order/', { ids: ids.slice(1) });
    expect(partial.status).toBe(400);
    expect(await partial.json()).toEqual({ ids: [TAXONOMY_ERRORS.wholeList] });
    await publicCategories();
    const reversed = [...ids].reverse();
    const res = await t.call('PUT', '/admin/course-categories/order/', { ids: reversed });
    expect(res.status).toBe(200);
    expect((await publicCategories()).map((c) => c.id)).toEqual(reversed);
    const audit = await t.lastAudit('course_category.reorder');
    expect(audit).toMatchObject({ before: { ids }, after: { ids: reversed } });
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await t.call('PATCH', '/admin/course-categories/999/', {
      slug: slug(),
      name: texts('x'),
    });
    expect(res.status).toBe(404);
  });

  it("is the authors' alone: a manager is refused", async () => {
    const res = await t.call('GET', '/admin/course-categories/', undefined, t.manager);
    expect(res.status).toBe(403);
  });
});

describe('course modules', () => {
  it("adds a module last among its category's; the listing's filter shows it", async () => {
    const before = await publicModules(3);
    const module: CourseModule = await createModule(3, 'Lifting');
    const after = await publicModules(3);
    expect(after.map((m) => m.id)).toEqual([...before.map((m) => m.id), module.id]);
    expect(after.at(-1)?.name).toBe('ro: Lifting');
    expect(await t.lastAudit('course_module.create')).toMatchObject({
      entityId: module.id,
      after: { category_id: 3 },
    });
  });

  it('refuses a module of a category that does not exist', async () => {
    const res = await t.call('POST', '/admin/course-modules/', {
      category_id: 999,
      name: texts('x'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ category_id: [TAXONOMY_ERRORS.unknownCategory] });
  });

  it('keeps a module in its category while courses use it; moves it once they do not', async () => {
    const category = await createCategory();
    const module = await createModule(4);
    const course = await fileCourse(4, module.id);
    const move = () =>
      t.call('PATCH', `/admin/course-modules/${module.id}/`, {
        category_id: category.id,
        name: texts('Moved'),
      });
    const refused = await move();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ category_id: [TAXONOMY_ERRORS.moduleUsed] });
    const renamed = await t.call('PATCH', `/admin/course-modules/${module.id}/`, {
      category_id: 4,
      name: texts('Renamed'),
    });
    expect(await renamed.json()).toMatchObject({
      category_id: 4,
      courses: 1,
      name: { ro: 'ro: Renamed' },
    });
    await t.db.delete(courses).where(eq(courses.id, course));
    const moved = courseModuleSchema.parse(await (await move()).json());
    expect(moved).toMatchObject({ category_id: category.id, courses: 0 });
    expect((await publicModules(category.id)).map((m) => m.id)).toEqual([module.id]);
  });

  it('deletes a module only when no course uses it, saying how many do', async () => {
    const module = await createModule(8);
    const course = await fileCourse(8, module.id);
    const refused = await t.call('DELETE', `/admin/course-modules/${module.id}/`);
    expect(refused.status).toBe(409);
    expect(deleteRefusalSchema.parse(await refused.json())).toMatchObject({
      reason: 'in_use',
      courses: 1,
    });
    await t.db.delete(courses).where(eq(courses.id, course));
    expect((await t.call('DELETE', `/admin/course-modules/${module.id}/`)).status).toBe(204);
    expect((await publicModules(8)).some((m) => m.id === module.id)).toBe(false);
  });

  it("reorders a category's modules: exactly its own, or a refusal", async () => {
    const ids = (await publicModules(10)).map((m) => m.id);
    const other = (await publicModules(3)).map((m) => m.id);
    const mixed = await t.call('PUT', '/admin/course-categories/10/modules/order/', {
      ids: [...ids.slice(1), ...other.slice(0, 1)],
    });
    expect(mixed.status).toBe(400);
    const missing = await t.call('PUT', '/admin/course-categories/999/modules/order/', { ids });
    expect(missing.status).toBe(404);
    const reversed = [...ids].reverse();
    const res = await t.call('PUT', '/admin/course-categories/10/modules/order/', {
      ids: reversed,
    });
    expect(res.status).toBe(200);
    expect((await publicModules(10)).map((m) => m.id)).toEqual(reversed);
    expect(await t.lastAudit('course_module.reorder')).toMatchObject({
      entityId: 10,
      after: { ids: reversed },
    });
  });
});
