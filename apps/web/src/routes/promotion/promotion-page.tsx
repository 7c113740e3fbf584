import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { content } from '../../api/content';
import { pathsFor } from '../../app/paths';
import { ArticleDetailPage } from '../../sections/article-detail-page';
import { languageOf } from '../language-loader';

/** The promotion; a missing one (or a failed load) goes back to the promotions. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const promotion = await content.promotion(language, args.params.id ?? '').catch(() => null);
  if (!promotion) throw redirect(pathsFor(language).promotions());
  return { language, promotion: { ...promotion, date: promotion.starts_at } };
}

/** One promotion (spec 2.1; contents designed). */
export function Page() {
  const { language, promotion } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  return (
    <ArticleDetailPage
      listTitle={t('promotions.title')}
      listHref={pathsFor(language).promotions()}
      detail={promotion}
    />
  );
}
