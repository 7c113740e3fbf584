import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { content } from '../../api/content';
import { useLanguage } from '../../app/use-language';
import { ArticleListPage } from '../../sections/article-list-page';

/** Promotions (labelled Authors in the menu, spec 2.1; contents designed). */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const load = useCallback((page: number) => content.promotions(language, page), [language]);
  return (
    <ArticleListPage
      kind="promotions"
      title={t('promotions.title')}
      load={load}
      toSummary={(promotion) => ({
        id: promotion.id,
        title: promotion.title,
        excerpt: promotion.description,
        image: promotion.image,
        date: promotion.starts_at,
        href: `/${language}/promotion/${promotion.id}`,
      })}
    />
  );
}
