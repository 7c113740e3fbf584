import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface CourseProgressMeterProps {
  /** The course progress in percent (0..100). */
  progress: number;
  /** Its label: not started, in progress, completed. */
  label: string;
  /** What is measured ("Course progress"). */
  caption: string;
  /** A note while progress is being saved. */
  saving?: string | null;
  className?: string;
}

/** The course's overall progress: a bar, the percent and its label (spec 4, Video watch state). */
export function CourseProgressMeter({
  progress,
  label,
  caption,
  saving,
  className,
}: CourseProgressMeterProps) {
  const captionId = useId();
  const value = Math.min(100, Math.max(0, progress));
  return (
    <div
      data-slot="course-progress"
      data-progress={value}
      className={cn('grid w-full max-w-xs gap-1.5', className)}
    >
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={captionId} className="text-muted-foreground">
          {caption}
        </span>
        <span className="font-medium">
          <span data-slot="course-progress-label">{label}</span> ·{' '}
          <span className="tabular-nums">{value}%</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={captionId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% · ${label}`}
        className="bg-muted h-2 overflow-hidden rounded-full"
      >
        <div
          className="bg-primary h-full rounded-full transition-[width]"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-muted-foreground min-h-4 text-xs">{saving ?? ''}</p>
    </div>
  );
}
