import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../shell';

/** Whether the site shows a course: published, or a draft only its editors see. */
export function CourseStateBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <StatusBadge tone={published ? 'success' : 'neutral'}>
      {t(published ? 'adminCourses.state.published' : 'adminCourses.state.draft')}
    </StatusBadge>
  );
}
