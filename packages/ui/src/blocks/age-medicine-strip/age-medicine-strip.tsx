import { AGE_MEDICINE_MAX, LONGEVITY_CATEGORY_ID } from '@academy/machines';
import { ArrowRightIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import {
  COURSE_GRID,
  CourseCard,
  type CourseCardData,
  CourseCardSkeleton,
} from '../course-card/course-card';
import { SectionHeading } from '../section-heading/section-heading';

export type AgeMedicineCourse = CourseCardData & { category?: number | null };

/** The strip's courses: those of the longevity category (10), at most 4 (spec 2.3). */
export function ageMedicineCourses(courses: readonly AgeMedicineCourse[]): AgeMedicineCourse[] {
  return courses
    .filter((course) => course.category === LONGEVITY_CATEGORY_ID)
    .slice(0, AGE_MEDICINE_MAX);
}

export interface AgeMedicineStripProps extends ComponentProps<'section'> {
  courses: readonly AgeMedicineCourse[];
  courseHref: (course: CourseCardData) => string;
  seeAllHref?: string;
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
  LinkComponent?: LinkComponent;
}

export function AgeMedicineStrip({
  courses,
  courseHref,
  seeAllHref,
  loading,
  LinkComponent = PlainLink,
  className,
  ...props
}: AgeMedicineStripProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const shown = ageMedicineCourses(courses);
  if (!loading && shown.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      <SectionHeading
        titleId={titleId}
        title={t('catalogue.ageMedicine.title')}
        actions={
          seeAllHref ? (
            <Button asChild variant="link">
              <LinkComponent href={seeAllHref}>
                {t('catalogue.ageMedicine.seeAll')}
                <ArrowRightIcon aria-hidden="true" />
              </LinkComponent>
            </Button>
          ) : null
        }
      />
      {loading ? (
        <div className={COURSE_GRID}>
          {Array.from({ length: AGE_MEDICINE_MAX }, (_, card) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <CourseCardSkeleton key={card} />
          ))}
        </div>
      ) : (
        <ul className={COURSE_GRID}>
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} href={courseHref(course)} LinkComponent={LinkComponent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
