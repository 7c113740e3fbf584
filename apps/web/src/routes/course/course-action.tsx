import type { Language } from '@academy/contract/languages';
import { courseBuyAction } from '@academy/machines';
import { Button, BuyCourseDialog, CourseActionSkeleton } from '@academy/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toCourseCard } from '../../api/course-card';
import type { CourseDetail } from '../../api/courses';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-provider';

/** A logged-in user's start of a free course: its flow loads only for them, not for visitors. */
const StartCourse = lazy(() =>
  import('./start-course').then((module) => ({ default: module.StartCourse })),
);

/**
 * Hides what is inside while index.html's pre-paint script has marked a signed-in reader on
 * `<html>` (`data-signed-in`): see `CourseAction`.
 */
const HIDDEN_WHEN_SIGNED_IN = 'contents [[data-signed-in]_&]:hidden';
const SHOWN_WHEN_SIGNED_IN = 'hidden [[data-signed-in]_&]:inline-flex';

export interface CourseActionProps {
  language: Language;
  course: CourseDetail;
  /**
   * The page was drawn by the server, for anyone: the server sees no session (it lives in the
   * browser's storage), so it cannot know whether the reader owns the course.
   */
  drawnForAnyone: boolean;
}

/**
 * The course page's one action, as the course-purchase rule decides (courseBuyAction): watch with
 * access; a free course is started at once (logged in, the courseStart flow opens its player;
 * logged out, login and back here); a paid one is bought, whose dialog's Continue goes to checkout
 * when logged in and to login (and back here) otherwise.
 *
 * Never the wrong button (issue 25): in the browser the loader asked with the reader's token, so
 * ownership is known before this renders. A page the server drew holds a visitor's action and a
 * neutral skeleton; for a signed-in reader the pre-paint script shows the skeleton instead, until
 * the app draws their own page (a signed-in reader's page is never hydrated from the server's).
 */
export function CourseAction({ language, course, drawnForAnyone }: CourseActionProps) {
  const action = <KnownCourseAction language={language} course={course} />;
  if (!drawnForAnyone) return action;
  return (
    <>
      <span className={HIDDEN_WHEN_SIGNED_IN}>{action}</span>
      <CourseActionSkeleton className={SHOWN_WHEN_SIGNED_IN} />
    </>
  );
}

function KnownCourseAction({ language, course }: Omit<CourseActionProps, 'drawnForAnyone'>) {
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
    case 'buy': {
      const target =
        action.continueTo === 'checkout' ? paths.checkout({ course: course.id }) : loginAndBack;
      return (
        <BuyCourseDialog
          course={{ ...toCourseCard(course), videoCount: course.total_video_count }}
          onContinue={() => void navigate(target)}
        >
          <Button size="lg">{t('course.buy')}</Button>
        </BuyCourseDialog>
      );
    }
  }
}
