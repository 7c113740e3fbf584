import { COURSES_PREVIEW_PAGE_SIZE, HOME_PREVIEW_CATEGORY_IDS } from '@academy/machines';
import { CategoryTabs, type CourseCardData, HeroSlider } from '@academy/ui';
import { content } from '../../api/content';
import { toCourseCard } from '../../api/course-card';
import { courses } from '../../api/courses';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';
import { useRemoteState } from '../../app/use-remote';

/*
 * Home's first-screen blocks, each loading its own data: an answer re-renders only its block, and
 * each shows its placeholder until then (spec 2.3 gives their content and order). The blocks
 * below them are in home-below-fold.tsx.
 */

/** The page column every block sits in; the blocks themselves stay edge-to-edge. */
export const SECTION = 'mx-auto w-full max-w-content px-gutter py-section';

export const useCourseHref = () => {
  const language = useLanguage();
  return (course: CourseCardData) => `/${language}/course/${course.id}`;
};

export function HomeHero() {
  const language = useLanguage();
  const slides = useRemoteState(() => content.heroSlides(language), [language]);
  return (
    <HeroSlider
      className="max-w-content px-gutter mx-auto w-full pt-6"
      slides={slides.data ?? []}
      loading={slides.loading}
      LinkComponent={RouterLink}
    />
  );
}

/** Categories 3, 4 and 8, each with its first courses and a link to the filtered listing. */
export function HomeCategoryTabs() {
  const language = useLanguage();
  const courseHref = useCourseHref();
  const tabs = useRemoteState(async () => {
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
          seeAllHref: `/${language}/category#${category?.slug ?? ''}`,
        };
      }),
    );
  }, [language]);
  return (
    <CategoryTabs
      className={SECTION}
      categories={tabs.data ?? []}
      loading={tabs.loading}
      courseHref={courseHref}
      LinkComponent={RouterLink}
    />
  );
}
