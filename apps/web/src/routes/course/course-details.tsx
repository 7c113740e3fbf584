import type { Language } from '@academy/contract/languages';
import {
  CourseContent,
  CourseInstructor,
  CourseOutcomes,
  RichText,
  useCoursePageTranslation,
} from '@academy/ui';
import { useId } from 'react';
import type { CourseDetail } from '../../api/courses';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { courseChapters } from './course-chapters';

export interface CourseDetailsProps {
  language: Language;
  course: CourseDetail;
  /** Plays a free lesson by id; none when the course has no free lesson. */
  onPreview?: (videoId: number) => void;
}

/**
 * What the course page tells below its hero (issue 25): the description (rich text, sanitized
 * again here), what the buyer will learn, the chapters with their lengths and free lessons, and
 * the instructor. Its own module, loaded as it nears the screen (the sanitizer is most of its
 * weight); the server draws it with the page.
 */
export default function CourseDetails({ language, course, onPreview }: CourseDetailsProps) {
  const { t } = useCoursePageTranslation();
  const aboutId = useId();
  return (
    <div className="grid gap-12">
      {course.description ? (
        <section aria-labelledby={aboutId} className="w-full max-w-3xl">
          <h2 id={aboutId} className="font-display text-display-sm mb-4 font-semibold">
            {t('course-page:about')}
          </h2>
          <RichText html={course.description} />
        </section>
      ) : null}
      <CourseOutcomes outcomes={course.outcomes} />
      <CourseContent
        chapters={courseChapters(course, t('web:course.videos'))}
        onPreview={onPreview}
      />
      {course.instructor ? (
        <CourseInstructor
          instructor={course.instructor}
          href={pathsFor(language).author()}
          LinkComponent={RouterLink}
        />
      ) : null}
    </div>
  );
}
