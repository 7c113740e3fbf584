import { ArticleBody, Breadcrumbs } from '@academy/ui';
import { usePaths } from '../app/paths';
import { RouterLink } from '../app/router-link';
import { useLanguage } from '../app/use-language';

export interface ArticleDetail {
  title: string;
  body: string;
  image: string;
  date: string;
}

/** One article or promotion, from its route's loader (a missing one is sent back to its list). */
export function ArticleDetailPage(props: {
  listTitle: string;
  listHref: string;
  detail: ArticleDetail;
}) {
  const language = useLanguage();
  const paths = usePaths();
  const { detail } = props;
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <Breadcrumbs
        homeHref={paths.home()}
        items={[{ label: props.listTitle, href: props.listHref }, { label: detail.title }]}
        LinkComponent={RouterLink}
      />
      <ArticleBody
        title={detail.title}
        html={detail.body}
        image={detail.image}
        date={detail.date}
        language={language}
      />
    </div>
  );
}
