import type { StaffCourseRow } from '@academy/contract/back-office/courses';
import type { Language } from '@academy/contract/languages';
import { formatMoney } from '@academy/contract/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields/form-fields';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CoverLink, ListPage, SearchField } from '../shell';
import type { ColumnDef, DataTablePage } from '../table';
import { CourseStateBadge } from './course-state-badge';
import type { CourseOption } from './courses-types';

/** The list's filters, `all` for none (the URL leaves it out). */
export interface CourseFilters {
  state: 'all' | 'published' | 'draft';
  category: string;
}

export interface CoursesListProps extends DataTablePage<StaffCourseRow> {
  filters: CourseFilters;
  onFiltersChange: (filters: CourseFilters) => void;
  categories: readonly CourseOption[];
  q: string;
  onSearch: (q: string) => void;
  onCreate: () => void;
  courseHref: (course: StaffCourseRow) => string;
  LinkComponent?: LinkComponent;
  /** The page's create dialog. */
  children?: ReactNode;
}

const STATES = ['all', 'published', 'draft'] as const;

/**
 * The academy's courses, published and drafts (issue 27): cover and name (its page one click
 * away), category, price with its discount, videos, buyers and whether the site shows it;
 * filtered, searched, sorted and paged by the server.
 */
export function CoursesList({
  filters,
  onFiltersChange,
  categories,
  q,
  onSearch,
  onCreate,
  courseHref,
  LinkComponent = PlainLink,
  children,
  ...table
}: CoursesListProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const set = (patch: Partial<CourseFilters>) => onFiltersChange({ ...filters, ...patch });
  const all = { value: 'all', label: t('adminCourses.list.all') };
  const columns: ColumnDef<StaffCourseRow>[] = [
    {
      id: 'name',
      header: t('adminCourses.list.columns.course'),
      cell: ({ row }) => (
        <CoverLink
          thumbnail={row.original.image_thumbnail}
          shape="landscape"
          href={courseHref(row.original)}
          LinkComponent={LinkComponent}
        >
          {row.original.name}
        </CoverLink>
      ),
    },
    {
      id: 'category',
      enableSorting: false,
      header: t('adminCourses.list.columns.category'),
      cell: ({ row }) => row.original.category.name,
    },
    {
      id: 'price',
      header: t('adminCourses.list.columns.price'),
      cell: ({ row }) =>
        row.original.is_free ? (
          t('adminCourses.list.free')
        ) : (
          <span className="whitespace-nowrap">
            {formatMoney(row.original.price, 'EUR', language)}
            {row.original.discount > 0 ? ` −${row.original.discount}%` : ''}
          </span>
        ),
    },
    {
      id: 'videos',
      enableSorting: false,
      header: t('adminCourses.list.columns.videos'),
      cell: ({ row }) => row.original.video_count,
    },
    {
      id: 'buyers',
      enableSorting: false,
      header: t('adminCourses.list.columns.buyers'),
      cell: ({ row }) => row.original.buyers,
    },
    {
      id: 'state',
      enableSorting: false,
      header: t('adminCourses.list.columns.state'),
      cell: ({ row }) => <CourseStateBadge published={row.original.is_published} />,
    },
  ];
  return (
    <ListPage
      {...table}
      slot="courses-list"
      title={t('adminCourses.list.title')}
      description={t('adminCourses.list.description')}
      createLabel={t('adminCourses.list.create')}
      onCreate={onCreate}
      filters={
        <>
          <SelectField
            label={t('adminCourses.list.state')}
            placeholder={all.label}
            value={filters.state}
            onValueChange={(state) => set({ state: state as CourseFilters['state'] })}
            options={STATES.map((value) => ({
              value,
              label: t(`adminCourses.list.states.${value}`),
            }))}
          />
          <SelectField
            label={t('adminCourses.list.category')}
            placeholder={all.label}
            value={filters.category}
            onValueChange={(category) => set({ category })}
            options={[all, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
          />
          <SearchField value={q} onSearch={onSearch} label={t('adminCourses.list.search')} />
        </>
      }
      columns={columns}
      emptyText={t('adminCourses.list.empty')}
      caption={t('adminCourses.list.caption')}
      getRowId={(course) => String(course.id)}
    >
      {children}
    </ListPage>
  );
}
