import type { Language } from '@academy/contract/languages';
import {
  type CourseUpdate,
  courseUpdatesMachine,
  courseUpdatesMayOpenAt,
  selectCourseUpdates,
} from '@academy/machines';
import { CourseUpdatesModal } from '@academy/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { pathsFor } from '../app/paths';

/** The course calls load with the first check (their schemas stay out of the entry). */
const coursesApi = async () => (await import('../api/shell')).courses;

const KEY = 'courseUpdatesCheckedAt';

/**
 * The course-updates modal (spec 4) for a logged-in user: checked at most once per hour; closing
 * it, or visiting the courses page, records the time and marks the updates as notified. It opens
 * over a browsing page only: news found on a task page (the requests list after a login) wait for
 * the next browsing page.
 */
export function CourseUpdates({ language }: { language: Language }) {
  const { pathname } = useLocation();
  const stored = Number(localStorage.getItem(KEY));
  const actor = useActorRef(
    courseUpdatesMachine.provide({
      actors: {
        // The modal names the courses with news (spec 3, Course update notice).
        loadUpdates: fromPromise(async (): Promise<CourseUpdate[]> => {
          const updates = await (await coursesApi()).updates(language);
          return updates.map((update) => ({ id: update.id, name: update.course.name }));
        }),
        clearUpdates: fromPromise(async () => {
          await (await coursesApi()).clearUpdates(language);
        }),
      },
      actions: { recordCheckTime: (_, { at }) => localStorage.setItem(KEY, String(at)) },
    }),
    {
      input: {
        lastCheckedAt: Number.isFinite(stored) && stored > 0 ? stored : null,
        mayOpen: courseUpdatesMayOpenAt(pathname),
      },
    },
  );
  const { open, courseNames } = useSelector(actor, selectCourseUpdates);

  useEffect(() => {
    actor.send({ type: 'page.change', mayOpen: courseUpdatesMayOpenAt(pathname) });
    if (pathname === pathsFor(language).dashboard.courses())
      actor.send({ type: 'coursesPage.visit' });
  }, [pathname, actor, language]);

  return (
    <CourseUpdatesModal
      open={open}
      courseNames={courseNames}
      onClose={() => actor.send({ type: 'modal.close' })}
      coursesHref={pathsFor(language).dashboard.courses()}
    />
  );
}
