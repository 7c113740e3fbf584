import type { Language } from '@academy/contract/languages';
import { type CourseUpdate, courseUpdatesMachine, selectCourseUpdates } from '@academy/machines';
import { CourseUpdatesModal } from '@academy/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { api } from '../api/client';

const KEY = 'courseUpdatesCheckedAt';

/**
 * The course-updates modal (spec 4) for a logged-in user: checked at most once per hour; closing
 * it, or visiting the courses page, records the time and marks the updates as notified.
 */
export function CourseUpdates({ language }: { language: Language }) {
  const { pathname } = useLocation();
  const stored = Number(localStorage.getItem(KEY));
  const actor = useActorRef(
    courseUpdatesMachine.provide({
      actors: {
        loadUpdates: fromPromise(() =>
          api.get(`${language}/courses/courses-updates/`).json<CourseUpdate[]>(),
        ),
        clearUpdates: fromPromise(async () => {
          await api.get(`${language}/courses/courses-updates/clear`);
        }),
      },
      actions: { recordCheckTime: (_, { at }) => localStorage.setItem(KEY, String(at)) },
    }),
    { input: { lastCheckedAt: Number.isFinite(stored) && stored > 0 ? stored : null } },
  );
  const { open, courseNames } = useSelector(actor, selectCourseUpdates);

  useEffect(() => {
    if (pathname.endsWith('/dashboard/courses')) actor.send({ type: 'coursesPage.visit' });
  }, [pathname, actor]);

  return (
    <CourseUpdatesModal
      open={open}
      courseNames={courseNames}
      onClose={() => actor.send({ type: 'modal.close' })}
      coursesHref={`/${language}/dashboard/courses`}
    />
  );
}
