import { Breadcrumbs, CourseHero } from '@academy/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { toCourseCard } from '../../api/course-card';
import { HydrateWhenNear } from '../../app/hydrate-when-near';
import { missingRecord } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { courseLd } from '../../app/structured-data';
import { languageOf } from '../language-loader';
import { CourseAction } from './course-action';
import { useFreePreview } from './free-preview';

/** Below the hero: description, outcomes, chapters, instructor (course-details.tsx). */
const CourseDetails = lazy(() => import('./course-details'));

/**
 * The course (with the reader's access: in the browser the call carries their token); a missing
 * one goes back to the catalogue. The server draws it for anyone (it sees no session), which the
 * page says with `drawnForAnyone` so that it offers no guessed action (course-action.tsx).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { courses } = await import('../../api/drawn-pages');
  const course = await courses.detail(language, args.params.id ?? '').catch(() => null);
  if (!course) missingRecord(pathsFor(language).category(new URL(args.request.url).search));
  return { language, course, drawnForAnyone: import.meta.env.SSR };
}

/**
 * The course page (spec 2.5), which sells the course (issue 25): the hero (price with its
 * discount, the action, a free lesson), then, loaded (or hydrated) as they near the screen, the description,
 * what the buyer will learn, the chapters with their lengths and free lessons, and the instructor.
 */
export function Page() {
  const { language, course, drawnForAnyone } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const { search } = useLocation();
  const paths = pathsFor(language);
  // Under a free lesson: the course's action, known by then (a click comes after the hydration).
  const preview = useFreePreview(
    course,
    <CourseAction language={language} course={course} drawnForAnyone={false} />,
  );

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-12 pt-10">
      <PageHead
        title={course.title}
        description={course.description}
        image={course.image}
        jsonLd={[courseLd(course, t('meta.title'))]}
        trail={[
          { name: t('category.title'), path: paths.category() },
          { name: course.title, path: paths.course(course.id) },
        ]}
      />
      <Breadcrumbs
        homeHref={paths.home()}
        items={[
          { label: t('category.title'), href: paths.category(search) },
          { label: course.title },
        ]}
        LinkComponent={RouterLink}
      />
      <CourseHero
        course={{
          ...toCourseCard(course),
          preview_video_link: course.preview_video_link,
          total_theoretical_video: course.total_theoretical_video,
          total_practical_video: course.total_practical_video,
        }}
        buyAction={
          <CourseAction language={language} course={course} drawnForAnyone={drawnForAnyone} />
        }
        previewAction={preview.button}
      />
      {/* On the page the server drew, it stays as drawn until near (the hero, with Buy, hydrates
          first); a free lesson's button pressed meanwhile plays once the part answers. */}
      <HydrateWhenNear reserve="min-h-[80rem] md:min-h-[60rem]">
        <CourseDetails language={language} course={course} onPreview={preview.onPreview} />
      </HydrateWhenNear>
      {preview.dialog}
    </div>
  );
}
