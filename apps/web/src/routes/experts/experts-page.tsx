import { Breadcrumbs, ExpertsDirectory } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { orOnFailure } from '../../app/content-load';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/** The specialists with a published page; none on a failure (spec 8: only logged). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { experts } = await import('../../api/drawn-pages');
  const specialists = await orOnFailure('experts', experts.directory(language), []);
  return { language, specialists };
}

/**
 * The specialists directory `/{lang}/experts` (spec 1, 6: visitors browse specialists; designed,
 * as the route table has no path for it): the server's order, each card leading to the page.
 */
export function Page() {
  const { language, specialists } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <PageHead
        title={t('experts.breadcrumb')}
        description={t('meta.descriptions.experts')}
        trail={[{ name: t('experts.breadcrumb'), path: paths.experts() }]}
      />
      <Breadcrumbs
        homeHref={paths.home()}
        items={[{ label: t('experts.breadcrumb') }]}
        LinkComponent={RouterLink}
      />
      <ExpertsDirectory
        specialists={specialists}
        language={language}
        hrefFor={paths.expert}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
