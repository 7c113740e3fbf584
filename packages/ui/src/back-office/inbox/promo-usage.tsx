import type { Language } from '@academy/contract/languages';
import { formatMoney } from '@academy/contract/rules';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/text-link/text-link';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader, DetailList, StatusBadge } from '../shell';
import { type ColumnDef, DataTable, type DataTablePage, DateTimeCell } from '../table';
import type { PromoCodeRow, PromoRedemptionRow } from './inbox-types';
import { PromoDates, PromoUses, PromoValue } from './promo-codes-list';
import { PROMO_STATE_TONES, promoState } from './promo-display';

export interface PromoUsageProps
  extends Omit<DataTablePage<PromoRedemptionRow>, 'sort' | 'onSortChange'> {
  /** The code (null while it loads, or when it failed). */
  promo: PromoCodeRow | null;
  /** Back to the list of codes. */
  backHref: string;
  /** The back-office page of an order, when there is one. */
  orderHref?: (orderId: number) => string;
  LinkComponent?: LinkComponent;
}

/** A code's usage: what it is, and each order priced with it (buyer, date, total, discount). */
export function PromoUsage({
  promo,
  backHref,
  orderHref,
  LinkComponent = PlainLink,
  ...table
}: PromoUsageProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const code = promo?.code ?? '';
  const columns: ColumnDef<PromoRedemptionRow>[] = [
    {
      id: 'order',
      header: t('adminInbox.usage.columns.order'),
      cell: ({ row }) => {
        const label = t('adminInbox.usage.orderNumber', { id: row.original.order_id });
        const href = orderHref?.(row.original.order_id);
        return href ? (
          <TextLink asChild>
            <LinkComponent href={href}>{label}</LinkComponent>
          </TextLink>
        ) : (
          label
        );
      },
    },
    {
      id: 'buyer',
      header: t('adminInbox.usage.columns.buyer'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.buyer.name}</span>
          <span className="text-muted-foreground text-xs break-all">
            {row.original.buyer.email}
          </span>
        </span>
      ),
    },
    {
      id: 'created',
      header: t('adminInbox.usage.columns.date'),
      cell: ({ row }) => <DateTimeCell iso={row.original.created} />,
    },
    {
      id: 'total',
      header: t('adminInbox.usage.columns.total'),
      cell: ({ row }) => formatMoney(row.original.total, row.original.currency, language),
    },
    {
      id: 'discount',
      header: t('adminInbox.usage.columns.discount'),
      cell: ({ row }) => formatMoney(row.original.discount, row.original.currency, language),
    },
  ];
  const state = promo ? promoState(promo) : null;
  return (
    <div data-slot="promo-usage" data-state={table.state} className="flex flex-col gap-4">
      <TextLink asChild className="inline-flex items-center gap-1 self-start">
        <LinkComponent href={backHref}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t('adminInbox.usage.back')}
        </LinkComponent>
      </TextLink>
      <AdminPageHeader
        title={t('adminInbox.usage.title', { code })}
        description={t('adminInbox.usage.description')}
      />
      {promo && state ? (
        <DetailList
          items={[
            {
              term: t('adminInbox.usage.terms.value'),
              description: <PromoValue promo={promo} language={language} />,
            },
            {
              term: t('adminInbox.usage.terms.scope'),
              description: t(`adminInbox.promo.scope.${promo.scope}`),
            },
            { term: t('adminInbox.usage.terms.used'), description: <PromoUses promo={promo} /> },
            {
              term: t('adminInbox.usage.terms.dates'),
              description: <PromoDates promo={promo} language={language} />,
            },
            {
              term: t('adminInbox.usage.terms.status'),
              description: (
                <StatusBadge tone={PROMO_STATE_TONES[state]}>
                  {t(`adminInbox.promo.state.${state}`)}
                </StatusBadge>
              ),
            },
          ]}
        />
      ) : null}
      <DataTable
        {...table}
        columns={columns}
        emptyText={t('adminInbox.usage.empty')}
        caption={t('adminInbox.usage.caption', { code })}
        getRowId={(row) => String(row.order_id)}
      />
    </div>
  );
}
