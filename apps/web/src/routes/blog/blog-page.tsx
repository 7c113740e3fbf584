import { ArticleListRoute, articleListLoader, BLOG } from '../../sections/article-routes';

export const loader = articleListLoader(BLOG);

/** The blog (spec 2.1; contents designed): articles newest first, paged. */
export function Page() {
  return <ArticleListRoute spec={BLOG} />;
}
