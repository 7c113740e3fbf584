import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { content } from '../../api/content';
import { useLanguage } from '../../app/use-language';
import { ArticleDetailPage } from '../../sections/article-detail-page';

/** A blog article (spec 2.1; contents designed). */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const load = useCallback(
    async (id: string) => {
      const article = await content.article(language, id);
      return { ...article, date: article.published_at };
    },
    [language],
  );
  return <ArticleDetailPage listTitle={t('blog.title')} listPath="blog" load={load} />;
}
