import { ArticleDetailRoute, articleDetailLoader, PROMOTIONS } from '../../sections/article-routes';

export const loader = articleDetailLoader(PROMOTIONS);

/** One promotion (spec 2.1; contents designed); a missing one goes back to the promotions. */
export function Page() {
  return <ArticleDetailRoute spec={PROMOTIONS} />;
}
