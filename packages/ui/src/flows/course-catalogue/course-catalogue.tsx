import {
  type CatalogueCourse,
  type CourseCatalogueActorRef,
  selectCourseCatalogue,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { SearchXIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CourseCard,
  type CourseCardData,
  CourseCardSkeleton,
} from '../../blocks/course-card/course-card';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface CourseCatalogueProps extends ComponentProps<'section'> {
  actor: CourseCatalogueActorRef;
  /** The course page of a card, keeping the current query (spec 2.4). */
  courseHref: (course: CatalogueCourse) => string;
  LinkComponent?: LinkComponent;
}

const SKELETON_CARDS = 8;

/** The courses listing (spec 2.4) on `courseCatalogueMachine`: filters, cards, "load more". */
export function CourseCatalogue({
  actor,
  courseHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: CourseCatalogueProps) {
  const { t } = useTranslation(['ui', 'flows']);
  // A machine's update renders at once and in one piece; deferred, the new list of cards is built
  // in the background in small steps, so a phone stays responsive while it fills in.
  const view = useDeferredValue(useSelector(actor, selectCourseCatalogue));
  const titleId = useId();
  const state = String(view.state);
  const loadingList = view.isLoading && !view.isLoadingMore;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={view.isLoading || undefined}
      data-state={state}
      // min-w-0: inside a grid, the phone's one-row filters must scroll, not widen the page.
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id={titleId} className="font-display text-display-lg font-semibold">
          {t('ui:courses.listing.title')}
        </h1>
        {/* Its own line on phones, reserved while loading, so the count does not push the list. */}
        <p
          aria-live="polite"
          className="text-muted-foreground min-h-5 text-sm font-medium max-sm:basis-full"
        >
          {loadingList ? null : t('flows:courseCatalogue.results', { count: view.count })}
        </p>
      </div>

      {state === 'loadingCategories' ? (
        <FilterSkeleton />
      ) : (
        <FilterGroup label={t('ui:courses.listing.categories')}>
          {view.categories.map((category) => (
            <FilterButton
              key={category.id}
              pressed={category.selected}
              onClick={() => actor.send({ type: 'category.toggle', id: category.id })}
            >
              {category.name}
            </FilterButton>
          ))}
        </FilterGroup>
      )}
      {state === 'loadingModules' ? <FilterSkeleton small /> : null}
      {view.modules.length > 0 ? (
        <FilterGroup label={t('ui:courses.listing.modules')} small>
          {view.modules.map((module) => (
            <FilterButton
              key={module.id}
              small
              pressed={module.selected}
              onClick={() => actor.send({ type: 'module.toggle', id: module.id })}
            >
              {module.name}
            </FilterButton>
          ))}
        </FilterGroup>
      ) : null}

      {loadingList ? (
        <CardGrid aria-label={t('ui:courses.listing.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={`placeholder-${index}`}>
              <CourseCardSkeleton />
            </li>
          ))}
        </CardGrid>
      ) : view.courses.length === 0 ? (
        <div className="bg-muted/60 flex flex-col items-center gap-3 rounded-xl px-6 py-16 text-center">
          <SearchXIcon aria-hidden="true" className="text-muted-foreground size-10" />
          <p className="text-lg font-semibold">{t('flows:courseCatalogue.empty')}</p>
          <p className="text-muted-foreground">{t('ui:courses.listing.emptyHint')}</p>
        </div>
      ) : (
        <CardGrid>
          {view.courses.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={toCardData(course)}
                href={courseHref(course)}
                LinkComponent={LinkComponent}
                headingLevel="h2"
              />
            </li>
          ))}
        </CardGrid>
      )}

      {view.canLoadMore && !loadingList ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            loading={view.isLoadingMore}
            onClick={() => actor.send({ type: 'courses.loadMore' })}
          >
            {t('flows:courseCatalogue.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function toCardData(course: CatalogueCourse): CourseCardData {
  return { ...course, title: course.title ?? course.name ?? '' };
}

/** 1 column up to 430 px, 2 up to 767, 3 up to 1023, 4 above (spec 2.4 breakpoints). */
function CardGrid(props: ComponentProps<'ul'>) {
  return (
    <ul
      className="xs:grid-cols-2 grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4"
      {...props}
    />
  );
}

/**
 * Filters wrap on wide screens; on phones they stay one row that scrolls sideways, so the list
 * below keeps its place whatever the number of categories (padding keeps focus rings visible).
 */
const FILTER_ROW =
  'flex flex-wrap max-md:-m-1 max-md:flex-nowrap max-md:overflow-x-auto max-md:p-1';

function FilterGroup({
  label,
  small = false,
  children,
}: {
  label: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields
    <div role="group" aria-label={label} className={cn(FILTER_ROW, small ? 'gap-2' : 'gap-3')}>
      {children}
    </div>
  );
}

function FilterButton({
  pressed,
  small = false,
  ...props
}: ComponentProps<'button'> & { pressed: boolean; small?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-state={pressed ? 'on' : 'off'}
      className={cn(
        'shrink-0 cursor-pointer rounded-full border font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
        small ? 'px-3.5 py-1.5 text-sm' : 'px-5 py-2.5',
        pressed
          ? 'bg-primary border-primary text-primary-foreground shadow-sm'
          : 'bg-surface text-foreground hover:border-primary hover:text-primary',
      )}
      {...props}
    />
  );
}

function FilterSkeleton({ small = false }: { small?: boolean }) {
  return (
    <div aria-hidden="true" className={cn(FILTER_ROW, 'gap-3')}>
      {[28, 36, 24, 32].map((width) => (
        <span
          key={width}
          style={{ width: `${width * (small ? 0.25 : 0.3)}rem` }}
          className={cn('bg-muted shrink-0 animate-pulse rounded-full', small ? 'h-8' : 'h-11')}
        />
      ))}
    </div>
  );
}
