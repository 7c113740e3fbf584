import type { StaffCourse } from '@academy/contract/back-office/courses';
import type { StaffActionValues } from '@academy/machines';
import {
  type CourseAction,
  CourseActionDialog,
  CourseForm,
  type CoursePreview,
  courseBodyOf,
  courseFormRefusal,
  courseFormValues,
  RecordLoadFailure,
} from '@academy/ui/back-office';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { adminCourses } from '../../api/admin-courses';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useImageUpload } from './use-image-upload';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

const NO_CHOICES = { categories: [], tags: [], authors: [] };

/** A course's page for editors (issue 27): its form and what it chooses from. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(pathsFor(language).adminCourses());
  const [course, options] = await Promise.all([
    orOnFailure(
      'admin/course',
      adminCourses.get(id).then((data) => ({ state: 'ready' as const, data })),
      { state: 'error' as const },
    ),
    orOnFailure('admin/course-options', adminCourses.options(language), null),
  ]);
  const choices = options
    ? { ...options, tags: options.tags.map((tag) => ({ id: tag.id, name: tag.title })) }
    : NO_CHOICES;
  return { language, id, course, choices };
}

export function Page() {
  const { course } = useLoaderData<typeof loader>();
  const refetch = useRefetchPage();
  const { t } = useTranslation('ui');
  if (course.state === 'error')
    return (
      <RecordLoadFailure
        text={t('adminCourses.form.loadFailed')}
        retryLabel={t('adminCourses.form.retry')}
        onRetry={() => void refetch()}
      />
    );
  return <CourseEditor course={course.data} />;
}

/** The preview's link, asked for on a click (it expires: never before). */
function usePreview(language: ReturnType<typeof languageOf>, id: number) {
  const [preview, setPreview] = useState<CoursePreview>({ state: 'idle' });
  const ask = () => {
    setPreview({ state: 'loading' });
    adminCourses.preview(language, id).then(
      (link) => setPreview({ state: 'ready', url: link.url }),
      (error: unknown) => {
        console.warn('admin/course preview', error);
        setPreview({ state: 'failed' });
      },
    );
  };
  return { preview, ask };
}

function CourseEditor({ course }: { course: StaffCourse }) {
  const { language, id, choices } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const paths = pathsFor(language);
  const [saved, setSaved] = useState(false);
  const cover = useImageUpload(
    'course_cover',
    course.cover ? { url: course.cover.thumbnail } : null,
  );
  const { preview, ask } = usePreview(language, id);
  // The save: the contract's check first, then the server's; the page loads the course again.
  const save = useStaffAction(
    'admin/course save',
    (values: StaffActionValues) => {
      const refusal = courseFormRefusal(values);
      if (refusal) return Promise.reject(refusal);
      return adminCourses.save(id, courseBodyOf(values));
    },
    () => setSaved(true),
  );
  const flow = useStaffActionDialog(save).action;
  // Before the flow has opened (its first render), the form shows the course as loaded.
  const form =
    flow.state === 'idle' && !('name.ro' in flow.values)
      ? { ...flow, values: courseFormValues(course) }
      : flow;
  // The form opens with the course as loaded, and again once a save has loaded it anew.
  useEffect(() => {
    save.send({ type: 'action.open', values: courseFormValues(course) });
  }, [save, course]);
  const act = useStaffAction('admin/course action', async (values: StaffActionValues) => {
    if (values.verb === 'delete') {
      await adminCourses.remove(id);
      navigate(paths.adminCourses());
      return;
    }
    return values.verb === 'publish' ? adminCourses.publish(id) : adminCourses.unpublish(id);
  });
  const dialog = useStaffActionDialog(act);
  const verb = (dialog.action.values.verb as CourseAction | undefined) ?? null;
  return (
    <CourseForm
      course={course}
      form={form}
      saved={saved}
      onChange={(field, value) => {
        setSaved(false);
        save.send({ type: 'action.change', field, value });
      }}
      onSave={() =>
        save.send({
          type: 'action.confirm',
          values: { image_id: cover.imageId === null ? '' : String(cover.imageId) },
        })
      }
      choices={choices}
      cover={cover.field}
      onAction={(action) => act.send({ type: 'action.open', values: { verb: action } })}
      preview={preview}
      onPreview={ask}
      backHref={paths.adminCourses()}
      contentHref={paths.adminCourseContent(id)}
      LinkComponent={RouterLink}
    >
      <CourseActionDialog
        verb={verb}
        name={course.name[language] || course.name.ro}
        action={dialog.action}
        onConfirm={dialog.confirm}
        onCancel={dialog.cancel}
      />
    </CourseForm>
  );
}
