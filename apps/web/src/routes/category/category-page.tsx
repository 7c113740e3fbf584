import { DRAWN_PAGE_QUERY } from '@academy/contract/server-render';
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
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { fromPromise } from 'xstate';
import { toCourseCard } from '../../api/course-card';
import { orOnFailure } from '../../app/content-load';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { KEEP_SCROLL } from '../../app/scroll-rule';
import { useLanguage } from '../../app/use-language';
import { languageOf } from '../language-loader';

/** The course calls, loaded with the first one (api/drawn-pages.ts). */
const coursesApi = async () => (await import('../../api/drawn-pages')).courses;

/**
 * The catalogue's first data: the categories and the first page of every course, which is what
 * it shows without a category (and what the server draws: no server sees the URL's hash). None
 * on a failure: the flow then loads it itself.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const load = async () => {
    const courses = await coursesApi();
    const [categories, page] = await Promise.all([
      courses.categories(language),
      courses.list(language, { page: 1, page_size: COURSES_PAGE_SIZE }),
    ]);
    return { categories, page: { count: page.count, results: page.results.map(toCourseCard) } };
  };
  return { initial: await orOnFailure('catalogue', load(), null) };
}

/**
 * The courses listing (spec 2.4) on the catalogue machine: the category in the URL hash, the
 * module in the `module` query, paging with 'load more', and the plans block. The machine starts
 * from the loader's data, as drawn, then applies the hash's category.
 */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { initial } = useLoaderData<typeof loader>();

  // The URL the machine writes to: the router's location (not window.location, which a memory
  // router does not move), with the machine's own writes applied at once so that two writes in one
  // step (the hash, then the module query) build on each other.
  const url = useRef({ search: location.search, hash: location.hash });
  useEffect(() => {
    url.current = { search: location.search, hash: location.hash };
  }, [location.search, location.hash]);
  const writeUrl = (change: { search?: string; hash?: string }) => {
    url.current = { ...url.current, ...change };
    void navigate(url.current, { replace: true, ...KEEP_SCROLL });
  };

  const actor = useActorRef(
    courseCatalogueMachine.provide({
      actors: {
        loadCategories: fromPromise(async ({ input }) =>
          (await coursesApi()).categories(input.lang),
        ),
        loadModules: fromPromise(async ({ input }) =>
          (await coursesApi()).modules(input.lang, input.categoryId),
        ),
        loadCourses: fromPromise(async ({ input }) => {
          const page = await (await coursesApi()).list(input.lang, {
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
          if (moduleId === null) query.delete(DRAWN_PAGE_QUERY.module);
          else query.set(DRAWN_PAGE_QUERY.module, String(moduleId));
          const search = query.toString();
          writeUrl({ search: search ? `?${search}` : '' });
        },
      },
    }),
    {
      input: {
        lang: language,
        hash: location.hash,
        moduleId: moduleIdFromQuery(params.get(DRAWN_PAGE_QUERY.module)),
        pageSize: COURSES_PAGE_SIZE,
        initial,
      },
    },
  );
  // The page is on screen as the loader's data drew it: now the category the hash names.
  useEffect(() => {
    actor.send({ type: 'hash.apply' });
  }, [actor]);

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
