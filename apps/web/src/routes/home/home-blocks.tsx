import { CategoryTabs, type CourseCardData, HeroSlider } from '@academy/ui';
import { Deferred } from '../../app/deferred';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import type { HomeData } from './home-data';

/*
 * Home's first-screen blocks, each drawing its data from the page's loader: an answer re-renders
 * only its block, and each shows its placeholder until then (spec 2.3 gives their content and
 * order). The blocks below them are in home-below-fold.tsx.
 */

/** The page column every block sits in; the blocks themselves stay edge-to-edge. */
export const SECTION = 'mx-auto w-full max-w-content px-gutter py-section';

export const useCourseHref = () => {
  const paths = usePaths();
  return (course: CourseCardData) => paths.course(course.id);
};

const HERO = 'max-w-content px-gutter mx-auto w-full pt-6';

export function HomeHero({ home }: { home: HomeData }) {
  return (
    <Deferred data={home.heroSlides} fallback={<HeroSlider className={HERO} slides={[]} loading />}>
      {(slides) => <HeroSlider className={HERO} slides={slides} LinkComponent={RouterLink} />}
    </Deferred>
  );
}

/** Categories 3, 4 and 8, each with its first courses and a link to the filtered listing. */
export function HomeCategoryTabs({ home }: { home: HomeData }) {
  const courseHref = useCourseHref();
  const tabs = (loading: boolean, categories: Awaited<HomeData['categoryTabs']>) => (
    <CategoryTabs
      className={SECTION}
      categories={categories}
      loading={loading}
      courseHref={courseHref}
      LinkComponent={RouterLink}
    />
  );
  return (
    <Deferred data={home.categoryTabs} fallback={tabs(true, [])}>
      {(categories) => tabs(false, categories)}
    </Deferred>
  );
}
