import { COURSES_PREVIEW_PAGE_SIZE } from '@academy/machines';
import { ArrowRightIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { SectionSkeleton } from '../carousel-section/carousel-section';
import {
  COURSE_GRID,
  CourseCard,
  type CourseCardData,
  CourseCardSkeleton,
} from '../course-card/course-card';
import { SectionHeading } from '../section-heading/section-heading';
import { useTabs } from './use-tabs';

export interface CategoryTab {
  id: number;
  name: string;
  courses: readonly CourseCardData[];
  /** The listing filtered on this category. */
  seeAllHref: string;
}

export interface CategoryTabsProps extends ComponentProps<'section'> {
  /** The home categories (3, 4 and 8), each with its preview courses. */
  categories: readonly CategoryTab[];
  courseHref: (course: CourseCardData) => string;
  defaultCategoryId?: number;
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
  LinkComponent?: LinkComponent;
}

/** Home: a tab per category with 4 course previews and a "see all" link (spec 2.3). */
export function CategoryTabs({
  categories,
  courseHref,
  defaultCategoryId,
  loading,
  LinkComponent = PlainLink,
  className,
  ...props
}: CategoryTabsProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const { selected, tabProps, panelProps } = useTabs(
    categories.map((category) => category.id),
    defaultCategoryId,
  );
  if (loading) {
    return (
      <SectionSkeleton title={t('catalogue.tabs.title')} className={className} {...props}>
        <Skeleton className="mb-8 h-11 w-80 max-w-full rounded-full" />
        <div className={COURSE_GRID}>
          {Array.from({ length: COURSES_PREVIEW_PAGE_SIZE }, (_, card) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <CourseCardSkeleton key={card} />
          ))}
        </div>
        <Skeleton className="mx-auto mt-8 h-10 w-40" />
      </SectionSkeleton>
    );
  }
  if (selected === undefined) return null;
  return (
    <section aria-labelledby={titleId} className={cn('w-full', className)} {...props}>
      <SectionHeading titleId={titleId} title={t('catalogue.tabs.title')} />
      <div
        role="tablist"
        aria-labelledby={titleId}
        className="bg-muted mb-8 inline-flex max-w-full gap-1 overflow-x-auto rounded-full p-1"
      >
        {categories.map((category, index) => (
          <button
            key={category.id}
            {...tabProps(category.id, index)}
            className={cn(
              'text-muted-foreground cursor-pointer rounded-full px-5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'hover:text-foreground focus-visible:outline-ring focus-visible:outline-2',
              'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {category.name}
          </button>
        ))}
      </div>
      {categories.map((category) => (
        <div
          key={category.id}
          {...panelProps(category.id)}
          className="focus-visible:outline-ring rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {/* Only the chosen panel is drawn: the others are empty until chosen, as with Radix. */}
          {category.id === selected && (
            <CategoryPanel
              category={category}
              courseHref={courseHref}
              LinkComponent={LinkComponent}
            />
          )}
        </div>
      ))}
    </section>
  );
}

function CategoryPanel({
  category,
  courseHref,
  LinkComponent,
}: Pick<CategoryTabsProps, 'courseHref'> & {
  category: CategoryTab;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  return (
    <>
      <ul className={COURSE_GRID}>
        {category.courses.slice(0, COURSES_PREVIEW_PAGE_SIZE).map((course) => (
          <li key={course.id}>
            <CourseCard course={course} href={courseHref(course)} LinkComponent={LinkComponent} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline">
          <LinkComponent href={category.seeAllHref}>
            {t('catalogue.tabs.seeAll')}
            <ArrowRightIcon aria-hidden="true" />
          </LinkComponent>
        </Button>
      </div>
    </>
  );
}
