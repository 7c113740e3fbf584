import type { Language } from '@academy/contract';

/** A course category (spec 3): the slug is what the URL hash holds. */
export interface CatalogueCategory {
  id: number;
  name: string;
  slug: string;
}

/** A module of a category (spec 3). */
export interface CatalogueModule {
  id: number;
  name: string;
}

/** The course card fields the listing uses (spec 3, Course). */
export interface CatalogueCourse {
  id: number;
  title?: string;
  name?: string;
  image?: string | null;
  price?: number | null;
  discount?: number | null;
  category?: number | null;
  is_new?: boolean;
  is_free?: boolean;
}

/** One page of GET /{lang}/courses/course/ (spec 7.3). */
export interface CataloguePage {
  count: number;
  results: CatalogueCourse[];
}

/** What one page of courses is loaded with: the filters selected and the page. */
export interface LoadCoursesInput {
  lang: Language;
  page: number;
  pageSize: number;
  categoryId: number | null;
  moduleId: number | null;
}

/** The hash value without '#', decoded; empty when there is none. */
export function slugFromHash(hash: string | null | undefined): string {
  return decodeURIComponent((hash ?? '').replace(/^#/, '')).trim();
}

export function lastCoursesPage(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A category's slug, what the URL hash holds for it; empty for none or an unknown one. */
export function categorySlug(categories: readonly CatalogueCategory[], id: number | null): string {
  return categories.find((category) => category.id === id)?.slug ?? '';
}

/**
 * The category selected once the categories are (re)loaded: the one already selected while it
 * still exists (a language change), else the one the hash's slug names; null for none.
 */
export function resolvedCategoryId(selection: {
  categories: readonly CatalogueCategory[];
  selectedCategoryId: number | null;
  pendingSlug: string;
}): number | null {
  const { categories, pendingSlug, selectedCategoryId } = selection;
  const selected =
    categories.find((c) => c.id === selectedCategoryId) ??
    categories.find((c) => pendingSlug !== '' && c.slug === pendingSlug);
  return selected?.id ?? null;
}

/** 'Load more' goes to the next page and wraps back to 1 past the last one (spec 4). */
export function nextCoursesPage(page: number, count: number, pageSize: number): number {
  return page >= lastCoursesPage(count, pageSize) ? 1 : page + 1;
}

/**
 * The module to select after a category's modules load: the one the `module` query names when
 * it is one of them, else the first (spec 4, Course category selection); null when none.
 */
export function initialModuleId(
  modules: readonly CatalogueModule[],
  requestedId: number | null,
): number | null {
  if (requestedId !== null && modules.some((module) => module.id === requestedId)) {
    return requestedId;
  }
  return modules[0]?.id ?? null;
}

/** The module kept across a reload: the same one if it still exists, else none. */
export function keptModuleId(
  modules: readonly CatalogueModule[],
  keptId: number | null,
): number | null {
  return modules.some((module) => module.id === keptId) ? keptId : null;
}

/** The `module` query parameter as an id, or null when absent or not a number. */
export function moduleIdFromQuery(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}
