import { BookOpenIcon, ClockIcon, HandIcon, ShoppingBagIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useCoursePageTranslation } from '../../i18n/page-texts/course-page';
import { cn } from '../../lib/cn';
import { useTimeText } from '../../lib/duration-text';
import { type CourseCardData, CoursePrice } from '../course-card/course-card';

export interface CourseHeroData extends CourseCardData {
  /** A short preview video; the image is its poster. */
  preview_video_link?: string | null;
  total_theoretical_video?: number | null;
  total_practical_video?: number | null;
}

export interface CourseHeroProps extends ComponentProps<'section'> {
  course: CourseHeroData;
  /** Opens the buy dialog; no buy button without it (a course already bought). */
  onBuy?: () => void;
  /** Replaces the buy button, e.g. a `BuyCourseDialog` with its own trigger. */
  buyAction?: ReactNode;
  /** Beside the buy button: a free lesson to watch first, say. */
  previewAction?: ReactNode;
}

/** The top of the course page (spec 2.5): media, tags, title, duration, video counts, price, buy. */
export function CourseHero({
  course,
  onBuy,
  buyAction,
  previewAction,
  className,
  ...props
}: CourseHeroProps) {
  const { t } = useCoursePageTranslation();
  const timeText = useTimeText();
  // Unique per hero, also where several show one course (a docs page's stories).
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('grid items-center gap-8 lg:grid-cols-2 lg:gap-14', className)}
      {...props}
    >
      <div className="bg-muted overflow-hidden rounded-xl shadow-md">
        {course.preview_video_link ? (
          // biome-ignore lint/a11y/useMediaCaption: a silent preview; the lessons carry the captions
          <video
            controls
            preload="none"
            poster={course.image ?? undefined}
            src={course.preview_video_link}
            aria-label={t('courses.coursePage.preview')}
            className="aspect-video w-full object-cover"
          />
        ) : course.image ? (
          <img src={course.image} alt="" className="aspect-video w-full object-cover" />
        ) : (
          <div className="aspect-video" />
        )}
      </div>
      <div className="flex flex-col items-start gap-5">
        {course.tags?.length ? (
          <ul className="flex flex-wrap gap-2">
            {course.tags.map((tag) => (
              <li
                key={tag.id}
                className="bg-secondary text-secondary-foreground rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase"
              >
                {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
        <h1
          id={titleId}
          className="font-display text-display-lg font-semibold text-balance wrap-anywhere"
        >
          {course.title}
        </h1>
        <ul className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-2">
          {course.time ? (
            <Fact icon={<ClockIcon />}>
              <span className="sr-only">{t('catalogue.course.duration')}: </span>
              {timeText(course.time)}
            </Fact>
          ) : null}
          <Fact icon={<BookOpenIcon />}>
            {t('courses.coursePage.theory', { count: course.total_theoretical_video ?? 0 })}
          </Fact>
          <Fact icon={<HandIcon />}>
            {t('courses.coursePage.practice', { count: course.total_practical_video ?? 0 })}
          </Fact>
        </ul>
        <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-4">
          <div className="flex items-center gap-3">
            <CoursePrice course={course} size="lg" />
            {!course.is_free && (course.discount ?? 0) > 0 ? (
              <Badge variant="accent">
                {t('catalogue.badge.discount', { discount: course.discount })}
              </Badge>
            ) : null}
          </div>
          {buyAction ??
            (onBuy ? (
              <Button size="lg" onClick={onBuy}>
                <ShoppingBagIcon aria-hidden="true" />
                {t('courses.coursePage.buy')}
              </Button>
            ) : null)}
          {previewAction}
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:shrink-0">
      <span aria-hidden="true" className="text-primary">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * The place of the course's action while it is not known whether the reader owns the course:
 * the size of the large button, so nothing moves when the right one (watch, buy) takes it.
 * Never a guess: an owner must not see "Buy", a visitor not "Watch".
 */
export function CourseActionSkeleton({ className, ...props }: ComponentProps<'span'>) {
  const { t } = useCoursePageTranslation();
  return (
    <span
      data-slot="course-action-skeleton"
      role="status"
      className={cn('inline-flex', className)}
      {...props}
    >
      <Skeleton className="h-13 w-52 rounded-lg" />
      <span className="sr-only">{t('course-page:checkingAccess')}</span>
    </span>
  );
}
