import { ArticleDetailRoute, articleDetailLoader, BLOG } from '../../sections/article-routes';

export const loader = articleDetailLoader(BLOG);

/** A blog article (spec 2.1; contents designed); a missing one goes back to the blog. */
export function Page() {
  return <ArticleDetailRoute spec={BLOG} />;
}
