import { ARTICLE_LIST_STATUSES } from '@academy/contract/back-office/articles';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/text-link/text-link';
import { PlainLink } from '../../lib/link-component';
import { type ColumnDef, DateTimeCell } from '../table';
import type { ArticleRow } from './articles-types';
import { AuthoringList, type DatedListProps } from './authoring-list';

export type ArticlesListProps = DatedListProps<ArticleRow>;

/** The blog's articles: drafts, scheduled and published, each opened in its editor. */
export function ArticlesList({ editHref, LinkComponent = PlainLink, ...list }: ArticlesListProps) {
  const { t } = useTranslation('ui');
  const columns: ColumnDef<ArticleRow>[] = [
    {
      id: 'title',
      header: t('adminArticles.columns.title'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <TextLink asChild>
            <LinkComponent href={editHref(row.original)}>
              {row.original.title || t('adminArticles.untitled')}
            </LinkComponent>
          </TextLink>
          <code className="text-muted-foreground text-xs">{row.original.slug}</code>
        </span>
      ),
    },
    {
      id: 'published_at',
      header: t('adminArticles.columns.publishedAt'),
      cell: ({ row }) => <DateTimeCell iso={row.original.published_at} />,
    },
  ];
  return (
    <AuthoringList
      {...list}
      kind="articles"
      columns={columns}
      statuses={ARTICLE_LIST_STATUSES}
      getRowId={(article) => String(article.id)}
      statusOf={(article) => article.status}
    />
  );
}
