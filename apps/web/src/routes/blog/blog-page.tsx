import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { content } from '../../api/content';
import { useLanguage } from '../../app/use-language';
import { ArticleListPage } from '../../sections/article-list-page';

/** The blog (spec 2.1; contents designed): articles newest first, paged. */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const load = useCallback((page: number) => content.articles(language, page), [language]);
  return (
    <ArticleListPage
      kind="blog"
      title={t('blog.title')}
      load={load}
      toSummary={(article) => ({
        id: article.id,
        title: article.title,
        excerpt: article.excerpt,
        image: article.image,
        date: article.published_at,
        href: `/${language}/article/${article.id}`,
      })}
    />
  );
}
