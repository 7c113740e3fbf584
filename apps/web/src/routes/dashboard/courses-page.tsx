import { CourseProgressList, Plans } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { dashboard } from '../../api/dashboard';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/** The purchased courses; `null` when the access list failed (spec 8: the alert shows). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return {
    language,
    accesses: await orOnFailure('courses/access_list', dashboard.accessList(language), null),
  };
}

/**
 * Dashboard courses (spec 2.9): a card per purchased course with its progress and a link to its
 * player, an empty message leading to the catalogue, the access-list failure alert (spec 8); then
 * the plans (Free, Pro, Pro+ of spec 9).
 */
export function Page() {
  const { language, accesses } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.courses')}</h1>
      <CourseProgressList
        courses={(accesses ?? []).map((access) => ({
          id: access.id,
          title: access.course.name,
          image: access.course.image_thumbnail,
          progress: access.full_progress,
          videoCount: access.course.total_video_count,
          href: paths.courseInner(access.id),
        }))}
        failed={accesses === null}
        catalogueHref={paths.category()}
        LinkComponent={RouterLink}
      />
      <Plans className="mt-6" />
    </>
  );
}
