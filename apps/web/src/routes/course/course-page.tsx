import { Breadcrumbs, Button, BuyCourseDialog, CourseContent, CourseHero } from '@academy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { toCourseCard } from '../../api/course-card';
import { type CourseDetail, courses } from '../../api/courses';
import { RouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-provider';
import { useLanguage } from '../../app/use-language';

/**
 * The course page (spec 2.5): hero, chapters and the buy modal. The purchase itself comes in a
 * later slice: a visitor is asked to log in first, a logged-in user goes on to checkout.
 */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [course, setCourse] = useState<CourseDetail | 'missing' | null>(null);

  useEffect(() => {
    let current = true;
    setCourse(null);
    courses.detail(language, id).then(
      (detail) => current && setCourse(detail),
      () => current && setCourse('missing'),
    );
    return () => {
      current = false;
    };
  }, [language, id]);

  if (course === 'missing') return <Navigate replace to={`/${language}/category${search}`} />;
  if (!course) {
    return (
      <p role="status" className="max-w-content px-gutter py-section text-muted-foreground mx-auto">
        {t('list.loading')}
      </p>
    );
  }

  const here = `/${language}/course/${course.id}${search}`;
  const onContinue = () =>
    navigate(
      isLoggedIn
        ? `/${language}/checkout?course=${course.id}`
        : `/${language}/login?redirect=${encodeURIComponent(here)}`,
    );
  const chapters = [
    ...course.course_content.map((chapter) => ({ ...chapter, videos: [] })),
    { id: 0, name: t('course.videos'), description: null, videos: course.videos },
  ];

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-10 pt-10">
      <Breadcrumbs
        homeHref={`/${language}`}
        items={[
          { label: t('category.title'), href: `/${language}/category${search}` },
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
          course.has_access ? (
            <Button asChild size="lg">
              <RouterLink href={`/${language}/course-inner/${course.access_id}`}>
                {t('course.watch')}
              </RouterLink>
            </Button>
          ) : (
            <BuyCourseDialog
              course={{ ...toCourseCard(course), videoCount: course.total_video_count }}
              onContinue={onContinue}
            >
              <Button size="lg">{t('course.buy')}</Button>
            </BuyCourseDialog>
          )
        }
      />
      <CourseContent chapters={chapters} />
    </div>
  );
}
