import type { StaffCourse } from '@academy/contract/back-office/courses';
import type { Language } from '@academy/contract/languages';
import { ExternalLinkIcon, EyeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { TextLink } from '../../components/text-link/text-link';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import type { ImageFieldBinding } from '../images';
import { RecordFormPage } from '../shell';
import {
  type CourseChoices,
  CourseCoverSection,
  CourseDetailsSection,
  CoursePriceSection,
  CourseTextsSection,
} from './course-form-sections';
import { CourseStateBadge } from './course-state-badge';
import type { CourseAction, CourseActionView, CoursePreview } from './courses-types';

export interface CourseFormProps {
  /** The course as saved: its header, state, videos and buyers. */
  course: StaffCourse;
  /** The save's flow (staffActionMachine): the form's values, refusals and state. */
  form: CourseActionView;
  /** The last save went through (until the next change). */
  saved: boolean;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
  choices: CourseChoices;
  cover: ImageFieldBinding;
  onAction: (action: CourseAction) => void;
  /** The preview link of the course's public page, as the server draws it. */
  preview: CoursePreview;
  onPreview: () => void;
  backHref: string;
  /** The course's chapters, videos, protocols and banners. */
  contentHref: string;
  LinkComponent?: LinkComponent;
  /** The page's confirmation dialog for an action. */
  children?: ReactNode;
}

/**
 * A course's page in the back office (issue 27): its state and actions (preview as the server
 * draws it, publish or unpublish, delete while nobody bought it, its content), then its form in
 * sections (texts in five languages, details, price, cover), saved at once; a refused field says
 * why at the field, the rest of what was typed is kept.
 */
export function CourseForm({
  course,
  form,
  saved,
  onChange,
  onSave,
  choices,
  cover,
  onAction,
  preview,
  onPreview,
  backHref,
  contentHref,
  LinkComponent = PlainLink,
  children,
}: CourseFormProps) {
  const { t, i18n } = useTranslation('ui');
  const section = { form, onChange, disabled: form.state === 'submitting' };
  return (
    <RecordFormPage
      kind="course"
      texts="adminCourses"
      form={form}
      saved={saved}
      onSave={onSave}
      title={course.name[i18n.language as Language] || course.name.ro}
      description={t('adminCourses.form.summary', {
        id: course.id,
        videos: course.video_count,
        buyers: course.buyers,
      })}
      backHref={backHref}
      LinkComponent={LinkComponent}
      dialogs={children}
      actions={
        <>
          <CourseStateBadge published={course.is_published} />
          <Button variant="outline" onClick={onPreview} disabled={preview.state === 'loading'}>
            {preview.state === 'loading' ? <Spinner /> : <EyeIcon aria-hidden="true" />}
            {t('adminCourses.actions.preview')}
          </Button>
          <Button onClick={() => onAction(course.is_published ? 'unpublish' : 'publish')}>
            {t(
              course.is_published
                ? 'adminCourses.actions.unpublish'
                : 'adminCourses.actions.publish',
            )}
          </Button>
          {course.buyers === 0 ? (
            <Button variant="outline" className="text-danger" onClick={() => onAction('delete')}>
              {t('adminCourses.actions.delete')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <TextLink asChild>
          <LinkComponent href={contentHref}>{t('adminCourses.form.content')}</LinkComponent>
        </TextLink>
        <p role="status" data-slot="course-preview" data-state={preview.state}>
          {preview.state === 'ready' ? (
            <TextLink href={preview.url} target="_blank" rel="noopener">
              <ExternalLinkIcon aria-hidden="true" className="mr-1 inline size-4" />
              {t('adminCourses.preview.open')}
            </TextLink>
          ) : null}
          {preview.state === 'failed' ? (
            <span className="text-danger font-medium">{t('adminCourses.preview.failed')}</span>
          ) : null}
        </p>
      </div>
      {course.buyers > 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminCourses.form.bought')}</p>
      ) : null}
      <CourseTextsSection {...section} />
      <CourseDetailsSection {...section} choices={choices} />
      <CoursePriceSection {...section} />
      <CourseCoverSection {...section} cover={cover} />
    </RecordFormPage>
  );
}
