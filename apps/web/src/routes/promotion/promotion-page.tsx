import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { content } from '../../api/content';
import { useLanguage } from '../../app/use-language';
import { ArticleDetailPage } from '../../sections/article-detail-page';

/** One promotion (spec 2.1; contents designed). */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const load = useCallback(
    async (id: string) => {
      const promotion = await content.promotion(language, id);
      return { ...promotion, date: promotion.starts_at };
    },
    [language],
  );
  return <ArticleDetailPage listTitle={t('promotions.title')} listPath="promotions" load={load} />;
}
