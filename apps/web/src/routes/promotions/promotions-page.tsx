import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { content, type Promotion } from '../../api/content';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { ArticleListPage } from '../../sections/article-list-page';
import { languageOf } from '../language-loader';

/** The first page of promotions; none when it fails (the list's flow then tries again). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return { language, initial: await orOnFailure('promotions', content.promotions(language), null) };
}

/** Promotions (labelled Authors in the menu, spec 2.1; contents designed). */
export function Page() {
  const { language, initial } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <ArticleListPage<Promotion>
      // Another language is another list.
      key={language}
      kind="promotions"
      title={t('promotions.title')}
      initial={initial}
      loadPage={(page) => content.promotions(language, page)}
      toSummary={(promotion) => ({
        id: promotion.id,
        title: promotion.title,
        excerpt: promotion.description,
        image: promotion.image,
        date: promotion.starts_at,
        href: paths.promotion(promotion.id),
      })}
    />
  );
}
