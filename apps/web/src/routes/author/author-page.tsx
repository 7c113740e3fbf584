import { Breadcrumbs, DiplomaGallery } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { orOnFailure } from '../../app/content-load';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/** The author; none on a failure (spec 8: only logged, the page keeps its title). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { content } = await import('../../api/drawn-pages');
  const author = await orOnFailure('author', content.author(language), null);
  return { language, author };
}

/** The author page (spec 2.6): title, name, specialization, short text and the diplomas. */
export function Page() {
  const { language, author } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <PageHead
        title={t('author.breadcrumb')}
        description={t('meta.descriptions.author')}
        trail={[{ name: t('author.breadcrumb'), path: pathsFor(language).author() }]}
      />
      <Breadcrumbs
        homeHref={pathsFor(language).home()}
        items={[{ label: t('author.breadcrumb') }]}
        LinkComponent={RouterLink}
      />
      {author ? (
        <DiplomaGallery
          author={{
            title: author.title,
            name: author.sub_title,
            specialization: author.specialization,
            description: author.description_short,
          }}
          diplomas={author.gallery_about_author}
        />
      ) : null}
    </div>
  );
}
