import { backOfficeCoursesEndpoints as endpoints } from '@academy/contract/endpoints';
import type { StaffActionValues } from '@academy/machines';
import {
  CourseCreateDialog,
  type CourseFilters,
  CoursesList,
  courseCreateBodyOf,
  courseCreateRefusal,
} from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { adminCourses } from '../../api/admin-courses';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf } from './list-state';
import { useSearchedList } from './searched-list';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

const schema = endpoints.courses.query;
type ListQuery = z.output<typeof schema>;

/** The list's filters as its view shows them (`all` for none). */
const filtersOf = (query: ListQuery): CourseFilters => ({
  state: query.state ?? 'all',
  category: query.category ? String(query.category) : 'all',
});

/** A filter as the URL writes it: `all` is none. */
const chosen = (value: string) => (value === 'all' ? undefined : value);

/**
 * The academy's courses for editors (issue 27): filters, search, sort and page live in the URL;
 * a new course is made from its Romanian name and category, then edited on its own page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const [list, options] = await Promise.all([
    listLoad('admin/courses', adminCourses.list(language, query)),
    orOnFailure('admin/course-options', adminCourses.options(language), null),
  ]);
  return { language, query, list, categories: options?.categories ?? [] };
}

export function Page() {
  const { language, query, list, categories } = useLoaderData<typeof loader>();
  const { go, table } = useSearchedList(schema, query, list);
  const navigate = useNavigate();
  const paths = pathsFor(language);
  const actor = useStaffAction('admin/course create', async (values: StaffActionValues) => {
    const refusal = courseCreateRefusal(values);
    if (refusal) throw refusal;
    const course = await adminCourses.create(courseCreateBodyOf(values));
    navigate(paths.adminCourse(course.id));
    return course;
  });
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  return (
    <CoursesList
      {...table}
      filters={filtersOf(query)}
      onFiltersChange={(filters) =>
        go({
          state: chosen(filters.state),
          category: chosen(filters.category),
        } as Partial<ListQuery>)
      }
      categories={categories}
      onCreate={() => actor.send({ type: 'action.open', values: { name: '', category_id: '' } })}
      courseHref={(course) => paths.adminCourse(course.id)}
      LinkComponent={RouterLink}
    >
      <CourseCreateDialog
        action={action}
        categories={categories}
        onChange={(field, value) => actor.send({ type: 'action.change', field, value })}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </CoursesList>
  );
}
