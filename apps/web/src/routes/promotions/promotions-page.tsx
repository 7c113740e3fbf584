import { ArticleListRoute, articleListLoader, PROMOTIONS } from '../../sections/article-routes';

export const loader = articleListLoader(PROMOTIONS);

/** Promotions (labelled Authors in the menu, spec 2.1; contents designed), paged. */
export function Page() {
  return <ArticleListRoute spec={PROMOTIONS} />;
}
