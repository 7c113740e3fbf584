import { type CourseStartActorRef, selectCourseStart } from '@academy/machines';
import { useSelector } from '@xstate/react';
import type { ComponentProps } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';

export interface StartCourseButtonProps extends Omit<ComponentProps<'div'>, 'children'> {
  actor: CourseStartActorRef;
}

/**
 * "Start the course" of a free course's page (issue 22), the courseStart machine's view: one
 * press opens the course, no dialog and no checkout. Busy while the course is asked for and its
 * player opens; a failed start shows its message under the button, which tries again.
 */
export function StartCourseButton({ actor, className, ...props }: StartCourseButtonProps) {
  const message = useFlowMessage();
  const view = useSelector(actor, selectCourseStart);
  const label = message(view.buttonLabelKey) ?? undefined;
  return (
    <div
      data-slot="course-start"
      data-state={view.state}
      className={cn('flex flex-col items-start gap-3', className)}
      {...props}
    >
      <Button
        size="lg"
        loading={view.isStarting}
        loadingText={label}
        onClick={() => actor.send({ type: 'course.start' })}
      >
        {label}
      </Button>
      {view.errorKey ? <Alert>{message(view.errorKey)}</Alert> : null}
    </div>
  );
}
