import type { Language } from '@academy/contract/languages';
import {
  AGE_MEDICINE_MAX,
  COURSES_PREVIEW_PAGE_SIZE,
  HOME_PREVIEW_CATEGORY_IDS,
  LONGEVITY_CATEGORY_ID,
  SPECIAL_OFFERS_MAX,
} from '@academy/machines';
import type { SpecialOffer } from '@academy/ui';
import { content } from '../../api/content';
import { countries } from '../../api/countries';
import { toCourseCard } from '../../api/course-card';
import { courses } from '../../api/courses';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { readSession } from '../../app/session-store';

/** Categories 3, 4 and 8, each with its first courses and a link to the filtered listing. */
async function categoryTabs(language: Language) {
  const categories = await courses.categories(language);
  return Promise.all(
    HOME_PREVIEW_CATEGORY_IDS.map(async (id) => {
      const list = await courses.list(language, {
        category: id,
        page_size: COURSES_PREVIEW_PAGE_SIZE,
      });
      const category = categories.find((c) => c.id === id);
      return {
        id,
        name: category?.name ?? '',
        courses: list.results.map(toCourseCard),
        seeAllHref: pathsFor(language).category(`#${category?.slug ?? ''}`),
      };
    }),
  );
}

/** The discounted courses (the API filters them), at most 8. */
async function specialOffers(language: Language) {
  const list = await courses.list(language, { discounted: 'true', page_size: SPECIAL_OFFERS_MAX });
  return list.results.map((course) => ({
    kind: 'course' as const,
    course: toCourseCard(course),
    href: pathsFor(language).course(course.id),
  }));
}

/**
 * The special offers' block: the discounted courses and a logged-in shop user's market offers
 * (their code and the shop's calls load only then), alternated, at most 8; each list fail-safe on
 * its own. One promise made here, never in a render: a promise made while rendering is a new one
 * at each try, so a navigation (another language's Home) that waits on it never commits.
 */
function offersOf(language: Language): Promise<SpecialOffer[]> {
  const shopOffers = readSession().token
    ? orOnFailure(
        'shop offers',
        import('./home-shop-offers').then((m) => m.shopOffers(language)),
        [],
      )
    : Promise.resolve([]);
  return Promise.all([orOnFailure('special offers', specialOffers(language), []), shopOffers]).then(
    ([courses, products]) =>
      alternate<SpecialOffer>(courses, products).slice(0, SPECIAL_OFFERS_MAX),
  );
}

/** a1, b1, a2, b2, …, then the rest of the longer list. */
function alternate<T>(a: readonly T[], b: readonly T[]): T[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
    .flat()
    .filter((item): item is T => item !== undefined);
}

/** Up to 4 courses of the longevity category (10). */
async function ageMedicine(language: Language) {
  const list = await courses.list(language, {
    category: LONGEVITY_CATEGORY_ID,
    page_size: AGE_MEDICINE_MAX,
  });
  return list.results.map(toCourseCard);
}

/**
 * Home's data (spec 2.3), block by block, none awaited: the page paints its frame at once and
 * each block replaces its placeholder as its data comes (the server may await them all). A
 * failed block is logged and shows empty (spec 8).
 */
export function homeData(language: Language) {
  return {
    language,
    heroSlides: orOnFailure('hero', content.heroSlides(language), []),
    categoryTabs: orOnFailure('category tabs', categoryTabs(language), []),
    partners: orOnFailure('partners', content.brands(language), []),
    reviews: orOnFailure('reviews', content.reviews(language), []),
    author: orOnFailure('author', content.author(language), null),
    specialOffers: offersOf(language),
    ageMedicine: orOnFailure('age medicine', ageMedicine(language), []),
    countries: orOnFailure('countries', countries.list(), []),
    faq: orOnFailure('faq', content.faq(language), []),
  };
}

export type HomeData = ReturnType<typeof homeData>;
