import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { content } from '../../api/content';
import { pathsFor } from '../../app/paths';
import { ArticleDetailPage } from '../../sections/article-detail-page';
import { languageOf } from '../language-loader';

/** The article; a missing one (or a failed load) goes back to the blog. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const article = await content.article(language, args.params.id ?? '').catch(() => null);
  if (!article) throw redirect(pathsFor(language).blog());
  return { language, article: { ...article, date: article.published_at } };
}

/** A blog article (spec 2.1; contents designed). */
export function Page() {
  const { language, article } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  return (
    <ArticleDetailPage
      listTitle={t('blog.title')}
      listHref={pathsFor(language).blog()}
      detail={article}
    />
  );
}
