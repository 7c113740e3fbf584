import type { backOfficeCoursesEndpoints as staff } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, courseCategories, courses, courseTags } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { likePattern, listOrder, staffPage, translatedIn } from '../../lib/queries';
import type { QueryOf } from '../../lib/route';
import { courseCounts } from './courses-view';
import { arrangedCategories } from './taxonomy-courses.service';

type ListQuery = QueryOf<typeof staff.courses>;

const sortColumn = (sort: ListQuery['sort'], lang: Language): SQL | typeof courses.price => {
  if (sort === 'name') return sql`lower(${translatedIn(courses.name, lang)})`;
  if (sort === 'price') return courses.price;
  if (sort === 'position') return sql`${courses.position}`;
  return sql`${courses.created}`;
};

/** A page of courses, published and drafts, searched in their names in every language. */
export async function listCourses(db: Db, query: ListQuery, lang: Language) {
  const like = likePattern(query.q);
  const where = and(
    query.state ? eq(courses.isActive, query.state === 'published') : undefined,
    query.category ? eq(courses.categoryId, query.category) : undefined,
    query.q ? sql`${courses.name}::text ilike ${like}` : undefined,
  );
  return staffPage(db, {
    from: courses,
    where,
    orderBy: listOrder(sortColumn(query.sort, lang), courses.id, query.order),
    query,
    views: (rows) => courseRows(db, rows, lang),
  });
}

/** The list's rows: each course with its category's name and what it counts. */
async function courseRows(db: Db, rows: (typeof courses.$inferSelect)[], lang: Language) {
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  const [counts, categories] = await Promise.all([
    courseCounts(db, ids),
    categoryIds.length > 0
      ? db.select().from(courseCategories).where(inArray(courseCategories.id, categoryIds))
      : [],
  ]);
  const categoryName = new Map(categories.map((row) => [row.id, pick(row.name, lang)]));
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.name, lang),
    image_thumbnail: row.imageThumbnail,
    category: { id: row.categoryId, name: categoryName.get(row.categoryId) ?? '' },
    price: row.price,
    discount: row.discount,
    is_published: row.isActive,
    is_new: row.isNew,
    is_free: row.isFree,
    video_count: counts.videos.get(row.id) ?? 0,
    buyers: counts.buyers.get(row.id) ?? 0,
    created: row.created.toISOString(),
  }));
}

/** What a course's form chooses from, in the editor's language. */
export async function courseFormOptions(db: Db, lang: Language) {
  const [[categories, modules], tags, people] = await Promise.all([
    arrangedCategories(db),
    db.select().from(courseTags).orderBy(asc(courseTags.id)),
    db.select().from(authors).orderBy(asc(authors.id)),
  ]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: pick(category.name, lang),
      modules: modules
        .filter((module) => module.categoryId === category.id)
        .map((module) => ({ id: module.id, name: pick(module.name, lang) })),
    })),
    tags: tags.map((tag) => ({ id: tag.id, title: pick(tag.title, lang) })),
    authors: people.map((author) => ({ id: author.id, name: pick(author.subTitle, lang) })),
  };
}
