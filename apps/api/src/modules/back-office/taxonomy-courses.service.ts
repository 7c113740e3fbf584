import {
  type CourseCategory,
  type CourseModule,
  isFixedCourseCategory,
  TAXONOMY_ERRORS,
} from '@academy/contract/back-office/taxonomy';
import type { backOfficeTaxonomyEndpoints as taxonomy } from '@academy/contract/endpoints';
import { and, count, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseCategories, courseModules, courses } from '../../db/schema';
import { FieldError, notFound } from '../../lib/errors';
import { arrangedOrder } from '../../lib/queries';
import type { BodyOf } from '../../lib/route';
import {
  createRecord,
  deleteRecord,
  nextPosition,
  type RecordKind,
  reorderRecords,
  updateRecord,
} from './records.service';
import { refuseDelete } from './taxonomy-refusal';

type CategoryRow = typeof courseCategories.$inferSelect;
type ModuleRow = typeof courseModules.$inferSelect;

const categoryKind: RecordKind<typeof courseCategories> = {
  table: courseCategories,
  entity: 'course_category',
  area: 'course_category',
  audited: ({ slug, name }) => ({ slug, name }),
};

const moduleKind: RecordKind<typeof courseModules> = {
  table: courseModules,
  entity: 'course_module',
  area: 'course_module',
  audited: ({ categoryId, name }) => ({ category_id: categoryId, name }),
};

/** How many courses each category and each module has. */
async function courseCounts(db: Db | Tx) {
  const byCategory = await db
    .select({ id: courses.categoryId, n: count() })
    .from(courses)
    .groupBy(courses.categoryId);
  const byModule = await db
    .select({ id: courses.moduleId, n: count() })
    .from(courses)
    .groupBy(courses.moduleId);
  return {
    category: new Map(byCategory.map((row) => [row.id, row.n])),
    module: new Map(byModule.map((row) => [row.id, row.n])),
  };
}

const moduleView = (row: ModuleRow, uses: Map<number | null, number>): CourseModule => ({
  id: row.id,
  category_id: row.categoryId,
  name: row.name,
  position: row.position,
  courses: uses.get(row.id) ?? 0,
});

/** The course categories and all their modules, each in the listing's order. */
export function arrangedCategories(db: Db | Tx) {
  return Promise.all([
    db
      .select()
      .from(courseCategories)
      .orderBy(...arrangedOrder(courseCategories)),
    db
      .select()
      .from(courseModules)
      .orderBy(...arrangedOrder(courseModules)),
  ]);
}

/** Every category in the listing's order, with its modules in theirs and what uses each. */
export async function listCourseCategories(db: Db | Tx): Promise<CourseCategory[]> {
  const [[categories, modules], uses] = await Promise.all([
    arrangedCategories(db),
    courseCounts(db),
  ]);
  return categories.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position,
    fixed: isFixedCourseCategory(row.id),
    courses: uses.category.get(row.id) ?? 0,
    modules: modules
      .filter((module) => module.categoryId === row.id)
      .map((module) => moduleView(module, uses.module)),
  }));
}

async function categoryView(db: Db, row: CategoryRow) {
  const found = (await listCourseCategories(db)).find((category) => category.id === row.id);
  if (!found) throw new Error('a saved category is not listed');
  return found;
}

type CategoryBody = BodyOf<typeof taxonomy.createCourseCategory>;

/** Another category with this slug (the listing's hash) refuses the form at its field. */
async function checkSlug(tx: Tx, slug: string, id: number | null) {
  const [taken] = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(
      and(eq(courseCategories.slug, slug), id === null ? undefined : ne(courseCategories.id, id)),
    );
  if (taken) throw new FieldError({ slug: [TAXONOMY_ERRORS.slugTaken] });
}

/**
 * A new category, last in the listing. Its id is not a sequence's (spec 7.3 fixes some by
 * hand): the next after the highest, the table locked so two creations cannot take the same.
 */
export async function createCourseCategory(db: Db, actorId: number, body: CategoryBody) {
  const row = await createRecord(db, categoryKind, actorId, async (tx) => {
    await tx.execute(sql`lock table ${courseCategories} in share row exclusive mode`);
    await checkSlug(tx, body.slug, null);
    const [highest] = await tx.select({ id: max(courseCategories.id) }).from(courseCategories);
    let id = (highest?.id ?? 0) + 1;
    while (isFixedCourseCategory(id)) id += 1;
    const position = await nextPosition(tx, courseCategories);
    return { id, slug: body.slug, name: body.name, position };
  });
  return categoryView(db, row);
}

export async function updateCourseCategory(
  db: Db,
  actorId: number,
  id: number,
  body: CategoryBody,
) {
  const row = await updateRecord(db, categoryKind, actorId, id, async (tx) => {
    await tx.execute(sql`lock table ${courseCategories} in share row exclusive mode`);
    await checkSlug(tx, body.slug, id);
    return { slug: body.slug, name: body.name };
  });
  return categoryView(db, row);
}

/** Deletes a category and its modules: never a fixed one, never while a course is filed under it. */
export function deleteCourseCategory(db: Db, actorId: number, id: number) {
  return deleteRecord(db, categoryKind, actorId, id, async (tx) => {
    if (isFixedCourseCategory(id)) refuseDelete('fixed', {});
    const modules = tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.categoryId, id));
    const [used] = await tx
      .select({ n: count() })
      .from(courses)
      .where(or(eq(courses.categoryId, id), inArray(courses.moduleId, modules)));
    if (used?.n) refuseDelete('in_use', { courses: used.n });
  });
}

export async function reorderCourseCategories(db: Db, actorId: number, ids: readonly number[]) {
  await reorderRecords(db, categoryKind, { actorId, ids });
  return listCourseCategories(db);
}

type ModuleBody = BodyOf<typeof taxonomy.createCourseModule>;

async function moduleUses(db: Db | Tx, id: number) {
  const [used] = await db.select({ n: count() }).from(courses).where(eq(courses.moduleId, id));
  return used?.n ?? 0;
}

/** The category a module is filed under exists (a field error on `category_id` otherwise). */
async function checkCategory(tx: Tx, categoryId: number) {
  const [found] = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.id, categoryId));
  if (!found) throw new FieldError({ category_id: [TAXONOMY_ERRORS.unknownCategory] });
}

async function savedModule(db: Db | Tx, row: ModuleRow) {
  return moduleView(row, new Map([[row.id, await moduleUses(db, row.id)]]));
}

/** A module's columns from its form, placed last among its category's modules. */
async function lastInCategory(tx: Tx, body: ModuleBody) {
  const scope = eq(courseModules.categoryId, body.category_id);
  const position = await nextPosition(tx, courseModules, scope);
  return { categoryId: body.category_id, name: body.name, position };
}

/** A new module, last among its category's. */
export async function createCourseModule(db: Db, actorId: number, body: ModuleBody) {
  const row = await createRecord(db, moduleKind, actorId, async (tx) => {
    await checkCategory(tx, body.category_id);
    return lastInCategory(tx, body);
  });
  return savedModule(db, row);
}

/**
 * Renames a module or moves it (last) to another category: not while courses use it, which
 * would then sit in one category with a module of another.
 */
export async function updateCourseModule(db: Db, actorId: number, id: number, body: ModuleBody) {
  const row = await updateRecord(db, moduleKind, actorId, id, async (tx, before) => {
    if (before.categoryId === body.category_id) return { name: body.name };
    await checkCategory(tx, body.category_id);
    if ((await moduleUses(tx, id)) > 0)
      throw new FieldError({ category_id: [TAXONOMY_ERRORS.moduleUsed] });
    return lastInCategory(tx, body);
  });
  return savedModule(db, row);
}

export function deleteCourseModule(db: Db, actorId: number, id: number) {
  return deleteRecord(db, moduleKind, actorId, id, async (tx) => {
    const used = await moduleUses(tx, id);
    if (used) refuseDelete('in_use', { courses: used });
  });
}

/** A category's modules in their new order; 404 for a missing category. */
export async function reorderCourseModules(
  db: Db,
  actorId: number,
  categoryId: number,
  ids: readonly number[],
) {
  const [category] = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.id, categoryId));
  if (!category) throw notFound();
  const scope = eq(courseModules.categoryId, categoryId);
  await reorderRecords(db, moduleKind, { actorId, ids, scope, entityId: categoryId });
  const [rows, uses] = await Promise.all([
    db
      .select()
      .from(courseModules)
      .where(scope)
      .orderBy(...arrangedOrder(courseModules)),
    courseCounts(db),
  ]);
  return rows.map((row) => moduleView(row, uses.module));
}
