import {
  Breadcrumbs,
  CourseContent,
  CourseHero,
  CourseInstructor,
  CourseOutcomes,
  RichText,
} from '@academy/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { toCourseCard } from '../../api/course-card';
import { missingRecord } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { courseLd } from '../../app/structured-data';
import { languageOf } from '../language-loader';
import { CourseAction } from './course-action';
import { courseChapters } from './course-chapters';
import { useFreePreview } from './free-preview';

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
 * discount, the action, a free lesson), the description, what the buyer will learn, the chapters
 * with their lengths and free lessons, and the instructor.
 */
export function Page() {
  const { language, course, drawnForAnyone } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const { search } = useLocation();
  const paths = pathsFor(language);
  const preview = useFreePreview(course);
  const aboutId = useId();

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
      {course.description ? (
        <section aria-labelledby={aboutId} className="w-full max-w-3xl">
          <h2 id={aboutId} className="font-display text-display-sm mb-4 font-semibold">
            {t('course.about')}
          </h2>
          <RichText html={course.description} />
        </section>
      ) : null}
      <CourseOutcomes outcomes={course.outcomes} />
      <CourseContent
        chapters={courseChapters(course, t('course.videos'))}
        onPreview={preview.onPreview}
      />
      {course.instructor ? (
        <CourseInstructor
          instructor={course.instructor}
          href={paths.author()}
          LinkComponent={RouterLink}
        />
      ) : null}
      {preview.dialog}
    </div>
  );
}
