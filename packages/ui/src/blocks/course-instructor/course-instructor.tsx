import { ArrowRightIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Button } from '../../components/button/button';
import { useCoursePageTranslation } from '../../i18n/page-texts/course-page';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** Who teaches a course (the course detail's `instructor`). */
export interface CourseInstructorData {
  name: string;
  photo?: string | null;
  specialization?: string | null;
  /** A short bio, plain text. */
  bio?: string | null;
}

export interface CourseInstructorProps extends ComponentProps<'section'> {
  instructor: CourseInstructorData;
  /** The author's page; no link without it. */
  href?: string;
  LinkComponent?: LinkComponent;
}

/** The course page's instructor: photo, name, specialization, short bio and their page. */
export function CourseInstructor({
  instructor,
  href,
  LinkComponent = PlainLink,
  className,
  ...props
}: CourseInstructorProps) {
  const { t } = useCoursePageTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="course-instructor"
      className={cn('w-full max-w-3xl', className)}
      {...props}
    >
      <h2 id={titleId} className="font-display text-display-sm mb-5 font-semibold">
        {t('course-page:instructor')}
      </h2>
      <div className="bg-surface flex flex-col gap-6 rounded-xl border p-6 sm:flex-row sm:items-start">
        {instructor.photo ? (
          <img
            src={instructor.photo}
            alt={instructor.name}
            loading="lazy"
            width={112}
            height={112}
            className="bg-muted size-28 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div className="flex flex-col items-start gap-2">
          <p className="text-xl font-semibold">{instructor.name}</p>
          {instructor.specialization ? (
            <p className="text-primary font-medium">{instructor.specialization}</p>
          ) : null}
          {instructor.bio ? (
            <p className="text-muted-foreground max-w-prose leading-relaxed">{instructor.bio}</p>
          ) : null}
          {href ? (
            <Button asChild variant="link" className="mt-1">
              <LinkComponent href={href}>
                {t('course-page:aboutInstructor')}
                <ArrowRightIcon aria-hidden="true" />
              </LinkComponent>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
