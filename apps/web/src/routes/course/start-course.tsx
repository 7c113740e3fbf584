import type { Language } from '@academy/contract/languages';
import { courseStartMachine } from '@academy/machines';
import { StartCourseButton } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orders } from '../../api/orders';
import { pathsFor } from '../../app/paths';

/**
 * A free course's start (issue 22): the purchase call with no order form, which the server
 * answers with the course's access at once (or the access of a course already owned); then its
 * player. An answer without an access (the course is not free after all) is a failed start.
 */
export function StartCourse({ language, courseId }: { language: Language; courseId: number }) {
  const navigate = useNavigate();
  const paths = pathsFor(language);
  const actor = useActorRef(
    courseStartMachine.provide({
      actors: {
        startCourse: fromPromise(async () => {
          const answer = await orders.purchaseCourse(language, courseId, {});
          if (answer.access_id === null) throw new Error('start: the answer has no access');
          return answer.access_id;
        }),
      },
      actions: {
        openCourse: (_, { accessId }) => {
          const target = paths.courseInner(accessId);
          void navigate(target);
        },
        logError: (_, { error }) => console.warn('course start', error),
      },
    }),
  );
  return <StartCourseButton actor={actor} />;
}
