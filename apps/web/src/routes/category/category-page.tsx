import {
  type CatalogueCourse,
  COURSES_PAGE_SIZE,
  courseCatalogueMachine,
  moduleIdFromQuery,
} from '@academy/machines';
import { Breadcrumbs, CourseCatalogue, Plans } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { toCourseCard } from '../../api/course-card';
import { courses } from '../../api/courses';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';

/**
 * The courses listing (spec 2.4) on the catalogue machine: the category in the URL hash, the
 * module in the `module` query, paging with 'load more', and the plans block.
 *
 * No route loader: the exception to the data rule (src/api/index.ts). The first courses depend on
 * the category named by the URL's hash, which a server never receives, so the first data cannot
 * come from a loader; the catalogue flow loads it (categories, the hash's category, its modules,
 * the courses) as it does every later change.
 */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // The URL the machine writes to: the router's location (not window.location, which a memory
  // router does not move), with the machine's own writes applied at once so that two writes in one
  // step (the hash, then the module query) build on each other.
  const url = useRef({ search: location.search, hash: location.hash });
  useEffect(() => {
    url.current = { search: location.search, hash: location.hash };
  }, [location.search, location.hash]);
  const writeUrl = (change: { search?: string; hash?: string }) => {
    url.current = { ...url.current, ...change };
    void navigate(url.current, { replace: true });
  };

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
        writeHash: (_, { slug }) => writeUrl({ hash: slug ? `#${slug}` : '' }),
        writeModuleQuery: (_, { moduleId }) => {
          const query = new URLSearchParams(url.current.search);
          if (moduleId === null) query.delete('module');
          else query.set('module', String(moduleId));
          const search = query.toString();
          writeUrl({ search: search ? `?${search}` : '' });
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

  // A language change reloads categories and courses (spec 4). Not the first language: the
  // machine starts loading in it, and a reload then would forget the URL's module.
  const loadedLanguage = useRef(language);
  useEffect(() => {
    if (loadedLanguage.current === language) return;
    loadedLanguage.current = language;
    actor.send({ type: 'language.change', lang: language });
  }, [actor, language]);

  // A card keeps the query (spec 2.4).
  const paths = pathsFor(language);
  const courseHref = (course: CatalogueCourse) => paths.course(course.id, location.search);

  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <PageHead
        title={t('category.title')}
        description={t('meta.descriptions.category')}
        trail={[{ name: t('category.title'), path: paths.category() }]}
      />
      <Breadcrumbs
        homeHref={paths.home()}
        items={[{ label: t('category.title') }]}
        LinkComponent={RouterLink}
      />
      <CourseCatalogue actor={actor} courseHref={courseHref} LinkComponent={RouterLink} />
      <Plans className="pt-section" />
    </div>
  );
}
