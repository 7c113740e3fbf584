import { CheckIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useCoursePageTranslation } from '../../i18n/page-texts/course-page';
import { cn } from '../../lib/cn';

export interface CourseOutcomesProps extends ComponentProps<'section'> {
  /** What the buyer will learn, one sentence each, in order. */
  outcomes: readonly string[];
}

/** "What you will learn" on the course page: the course's outcomes as a checked list. */
export function CourseOutcomes({ outcomes, className, ...props }: CourseOutcomesProps) {
  const { t } = useCoursePageTranslation();
  const titleId = useId();
  if (outcomes.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="course-outcomes"
      className={cn('bg-secondary/40 w-full max-w-3xl rounded-xl p-6 sm:p-8', className)}
      {...props}
    >
      <h2 id={titleId} className="font-display text-display-sm mb-5 font-semibold">
        {t('course-page:outcomes')}
      </h2>
      <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {outcomes.map((outcome) => (
          <li key={outcome} className="flex items-start gap-3">
            <CheckIcon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
            <span>{outcome}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
