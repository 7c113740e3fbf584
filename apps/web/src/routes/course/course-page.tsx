import { courseBuyAction } from '@academy/machines';
import { Breadcrumbs, Button, BuyCourseDialog, CourseContent, CourseHero } from '@academy/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { toCourseCard } from '../../api/course-card';
import { missingRecord } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-provider';
import { courseLd } from '../../app/structured-data';
import { languageOf } from '../language-loader';

/** A logged-in user's start of a free course: its flow loads only for them, not for visitors. */
const StartCourse = lazy(() =>
  import('./start-course').then((module) => ({ default: module.StartCourse })),
);

/** The course (with the session's access); a missing one goes back to the catalogue. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { courses } = await import('../../api/drawn-pages');
  const course = await courses.detail(language, args.params.id ?? '').catch(() => null);
  if (!course) missingRecord(pathsFor(language).category(new URL(args.request.url).search));
  return { language, course };
}

/**
 * The course page (spec 2.5): hero, chapters and the buy modal. What its button does is the
 * course-purchase rule's (courseBuyAction): watch with access; a free course is started at once
 * (logged in, the courseStart flow opens its player; logged out, login and back here); a paid one
 * is bought, whose dialog's Continue goes to checkout when logged in and to login (and back here)
 * otherwise.
 */
export function Page() {
  const { language, course } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const paths = pathsFor(language);
  const action = courseBuyAction({
    isLoggedIn,
    hasAccess: course.has_access,
    accessId: course.access_id,
    isFree: course.is_free,
    finalPrice: course.final_price,
  });

  const loginAndBack = paths.login({ redirect: paths.course(course.id, search) });
  const onContinue = () => {
    const target =
      action.kind === 'buy' && action.continueTo === 'checkout'
        ? paths.checkout({ course: course.id })
        : loginAndBack;
    void navigate(target);
  };
  const buyAction = (): ReactNode => {
    switch (action.kind) {
      case 'watch':
        return (
          <Button asChild size="lg">
            <RouterLink href={paths.courseInner(action.accessId)}>{t('course.watch')}</RouterLink>
          </Button>
        );
      case 'start':
        // No dialog and no checkout: a visitor logs in first, and starts it back here.
        return action.continueTo === 'player' ? (
          <Suspense fallback={<Button size="lg" loading />}>
            <StartCourse language={language} courseId={course.id} />
          </Suspense>
        ) : (
          <Button asChild size="lg">
            <RouterLink href={loginAndBack}>{t('course.start')}</RouterLink>
          </Button>
        );
      case 'buy':
        return (
          <BuyCourseDialog
            course={{ ...toCourseCard(course), videoCount: course.total_video_count }}
            onContinue={onContinue}
          >
            <Button size="lg">{t('course.buy')}</Button>
          </BuyCourseDialog>
        );
    }
  };
  // Each chapter with its videos; a video of no chapter under a last "videos" heading.
  const inChapters = new Set(course.course_content.flatMap((c) => c.videos.map((v) => v.id)));
  const unchaptered = course.videos.filter((video) => !inChapters.has(video.id));
  const chapters = [
    ...course.course_content,
    ...(unchaptered.length > 0
      ? [{ id: 0, name: t('course.videos'), description: null, videos: unchaptered }]
      : []),
  ];

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-10 pt-10">
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
        buyAction={buyAction()}
      />
      <CourseContent chapters={chapters} />
    </div>
  );
}
