import { type ProgressStage, progressStage } from '@academy/contract/rules';
import { cva } from 'class-variance-authority';
import { BookOpenIcon, PlayCircleIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Badge } from '../../components/badge/badge';
import { buttonVariants } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { LinkCard, LinkCardMore } from '../../lib/link-card';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CardTitleLink } from '../course-card/course-card';
import { EmptyState } from '../empty-state/empty-state';

/** A purchased course as the dashboard shows it (spec 3, Course access record). */
export interface CourseProgressData {
  /** The access record's id: the player's route takes it. */
  id: number;
  title: string;
  image?: string | null;
  /** Overall progress in percent, as stored (0..100). */
  progress: number;
  videoCount?: number | null;
  /** The player of this course (`/ro/course-inner/12`). */
  href: string;
}

const STAGE_BADGE = {
  notStarted: 'neutral',
  inProgress: 'primary',
  completed: 'success',
} as const satisfies Record<ProgressStage, string>;

export const progressBarVariants = cva('h-full rounded-full transition-[width] duration-500', {
  variants: {
    stage: {
      notStarted: 'bg-muted-foreground/40',
      inProgress: 'bg-primary',
      completed: 'bg-success',
    },
  },
});

export interface CourseProgressCardProps extends ComponentProps<'article'> {
  course: CourseProgressData;
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A purchased course: cover, title (its link, covering the card, opens the player), the overall
 * progress as a bar and a label: not started, in progress or completed (spec 9, Progress).
 */
export function CourseProgressCard({
  course,
  LinkComponent = PlainLink,
  headingLevel = 'h2',
  className,
  ...props
}: CourseProgressCardProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const progress = Math.max(0, Math.min(100, Math.round(course.progress)));
  const stage = progressStage(progress);
  return (
    <LinkCard
      data-slot="course-progress-card"
      data-stage={stage}
      className={cn('overflow-hidden', className)}
      {...props}
    >
      <div className="bg-muted relative aspect-[16/9] overflow-hidden">
        {course.image ? (
          <img
            src={course.image}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : null}
        <Badge variant={STAGE_BADGE[stage]} className="absolute top-3 left-3">
          {t(`learning.courses.stage.${stage}`)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardTitleLink as={headingLevel} href={course.href} LinkComponent={LinkComponent}>
          {course.title}
        </CardTitleLink>
        {course.videoCount ? (
          <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
            <BookOpenIcon aria-hidden="true" className="size-4" />
            {t('learning.courses.videos', { count: course.videoCount })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id={labelId} className="text-muted-foreground">
              {t('learning.courses.progress')}
            </span>
            <span className="font-semibold tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress}% · ${t(`learning.courses.stage.${stage}`)}`}
            className="bg-muted h-2 overflow-hidden rounded-full"
          >
            <div className={progressBarVariants({ stage })} style={{ width: `${progress}%` }} />
          </div>
        </div>
        <LinkCardMore>
          <PlayCircleIcon aria-hidden="true" className="size-4" />
          {t('learning.courses.continue')}
        </LinkCardMore>
      </div>
    </LinkCard>
  );
}

export interface CourseProgressListProps extends ComponentProps<'div'> {
  courses: readonly CourseProgressData[];
  /** The access list could not be loaded (spec 8): the alert instead of the list. */
  failed?: boolean;
  /** The catalogue, offered when there is no course yet. */
  catalogueHref: string;
  LinkComponent?: LinkComponent;
}

/**
 * The dashboard's purchased courses (spec 2.9): a card each, one column up to 567 px, two up to
 * 1279 px, three above; an empty message with a link to the catalogue; the failure alert.
 */
export function CourseProgressList({
  courses,
  failed = false,
  catalogueHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: CourseProgressListProps) {
  const { t } = useTranslation('ui');
  const state = failed ? 'failure' : courses.length === 0 ? 'empty' : 'list';
  return (
    <div
      data-slot="course-progress-list"
      data-state={state}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {failed ? <Alert>{t('learning.courses.failure')}</Alert> : null}
      {state === 'empty' ? (
        <EmptyCourses catalogueHref={catalogueHref} LinkComponent={LinkComponent} />
      ) : null}
      {courses.length > 0 ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseProgressCard course={course} LinkComponent={LinkComponent} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function EmptyCourses({
  catalogueHref,
  LinkComponent,
}: {
  catalogueHref: string;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  return (
    <EmptyState
      slot="course-progress-empty"
      icon={BookOpenIcon}
      title={t('learning.courses.empty')}
      message={t('learning.courses.emptyHint')}
      action={
        <LinkComponent
          href={catalogueHref}
          className={cn(buttonVariants({ variant: 'primary' }), 'mt-2')}
        >
          {t('learning.courses.toCatalogue')}
        </LinkComponent>
      }
    />
  );
}
