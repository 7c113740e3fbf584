import {
  type CatalogueCourse,
  COURSES_PAGE_SIZE,
  courseCatalogueMachine,
  moduleIdFromQuery,
} from '@academy/machines';
import { Breadcrumbs, CourseCatalogue, Plans } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { toCourseCard } from '../../api/course-card';
import { courses } from '../../api/courses';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';

/**
 * The courses listing (spec 2.4) on the catalogue machine: the category in the URL hash, the
 * module in the `module` query, paging with 'load more', and the plans block.
 */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const actor = useActorRef(
    courseCatalogueMachine.provide({
      actors: {
        loadCategories: fromPromise(({ input }) => courses.categories(input.lang)),
        loadModules: fromPromise(({ input }) => courses.modules(input.lang, input.categoryId)),
        loadCourses: fromPromise(async ({ input }) => {
          const page = await courses.list(input.lang, {
            page: input.page,
            page_size: input.pageSize,
            category: input.categoryId ?? undefined,
            module: input.moduleId ?? undefined,
          });
          return { count: page.count, results: page.results.map(toCourseCard) };
        }),
      },
      actions: {
        // The URL keeps the selection (spec 2.4) without adding history entries per click.
        writeHash: (_, { slug }) =>
          navigate(
            { search: window.location.search, hash: slug ? `#${slug}` : '' },
            { replace: true },
          ),
        writeModuleQuery: (_, { moduleId }) => {
          const query = new URLSearchParams(window.location.search);
          if (moduleId === null) query.delete('module');
          else query.set('module', String(moduleId));
          const search = query.toString();
          navigate(
            { search: search ? `?${search}` : '', hash: window.location.hash },
            { replace: true },
          );
        },
      },
    }),
    {
      input: {
        lang: language,
        hash: location.hash,
        moduleId: moduleIdFromQuery(params.get('module')),
        pageSize: COURSES_PAGE_SIZE,
      },
    },
  );

  // A language change reloads categories and courses (spec 4).
  useEffect(() => {
    actor.send({ type: 'language.change', lang: language });
  }, [actor, language]);

  // A card keeps the query (spec 2.4).
  const courseHref = (course: CatalogueCourse) =>
    `/${language}/course/${course.id}${location.search}`;

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <Breadcrumbs
        homeHref={`/${language}`}
        items={[{ label: t('category.title') }]}
        LinkComponent={RouterLink}
      />
      <CourseCatalogue actor={actor} courseHref={courseHref} LinkComponent={RouterLink} />
      <Plans className="pt-section" />
    </div>
  );
}
