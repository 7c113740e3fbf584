import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type ArticleSummary, content } from '../../api/content';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { ArticleListPage } from '../../sections/article-list-page';
import { languageOf } from '../language-loader';

/** The first page of articles; none when it fails (the list's flow then tries again). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return { language, initial: await orOnFailure('blog', content.articles(language), null) };
}

/** The blog (spec 2.1; contents designed): articles newest first, paged. */
export function Page() {
  const { language, initial } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <ArticleListPage<ArticleSummary>
      // Another language is another list.
      key={language}
      kind="blog"
      title={t('blog.title')}
      initial={initial}
      loadPage={(page) => content.articles(language, page)}
      toSummary={(article) => ({
        id: article.id,
        title: article.title,
        excerpt: article.excerpt,
        image: article.image,
        date: article.published_at,
        href: paths.article(article.id),
      })}
    />
  );
}
