import { ArticleBody, Breadcrumbs } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { dashboard } from '../../api/dashboard';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';

/**
 * One useful info page. A missing one (or a failed load) goes back to the dashboard's list; a
 * visitor without a session gets nothing here, since the login guard sends them to login (with
 * this page as the redirect).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  if (!currentToken()) return { language, item: null };
  const item = await dashboard.usefulInfo(language, args.params.id ?? '').catch((error) => {
    console.warn('useful-info', error);
    return null;
  });
  if (!item) throw redirect(pathsFor(language).dashboard.usefulInfo());
  return { language, item };
}

/** Useful info (spec 2.1, login required; contents designed): title, cover and the rich text. */
export function Page() {
  const { language, item } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  if (!item) return null;
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <PageHead title={item.title} noindex />
      <Breadcrumbs
        homeHref={paths.home()}
        items={[
          { label: t('learning.usefulInfo'), href: paths.dashboard.usefulInfo() },
          { label: item.title },
        ]}
        LinkComponent={RouterLink}
      />
      <ArticleBody title={item.title} html={item.body} image={item.image} language={language} />
    </div>
  );
}
