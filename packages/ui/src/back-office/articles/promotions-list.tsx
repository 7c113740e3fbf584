import { PUBLICATION_STATUSES } from '@academy/contract/back-office/articles';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/text-link/text-link';
import { PlainLink } from '../../lib/link-component';
import { type ColumnDef, DateTimeCell } from '../table';
import type { PromotionRow } from './articles-types';
import { AuthoringList, type DatedListProps } from './authoring-list';

export type PromotionsListProps = DatedListProps<PromotionRow>;

/** The promotions: drafts, scheduled, running and ended, each opened in its editor. */
export function PromotionsList({
  editHref,
  LinkComponent = PlainLink,
  ...list
}: PromotionsListProps) {
  const { t } = useTranslation('ui');
  const columns: ColumnDef<PromotionRow>[] = [
    {
      id: 'title',
      header: t('adminArticles.columns.title'),
      cell: ({ row }) => (
        <TextLink asChild>
          <LinkComponent href={editHref(row.original)}>
            {row.original.title || t('adminArticles.untitled')}
          </LinkComponent>
        </TextLink>
      ),
    },
    {
      id: 'discount',
      header: t('adminArticles.columns.discount'),
      cell: ({ row }) => `${row.original.discount} %`,
    },
    {
      id: 'starts_at',
      header: t('adminArticles.columns.dates'),
      cell: ({ row }) => (
        <span className="flex flex-col text-sm">
          <DateTimeCell iso={row.original.starts_at} />
          {row.original.ends_at ? (
            <DateTimeCell iso={row.original.ends_at} />
          ) : (
            <span className="text-muted-foreground">{t('adminArticles.openEnded')}</span>
          )}
        </span>
      ),
    },
  ];
  return (
    <AuthoringList
      {...list}
      kind="promotions"
      columns={columns}
      statuses={PUBLICATION_STATUSES}
      getRowId={(promotion) => String(promotion.id)}
      statusOf={(promotion) => promotion.status}
    />
  );
}
