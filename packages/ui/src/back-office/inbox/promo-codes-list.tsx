import type { Language } from '@academy/contract/languages';
import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { SelectField } from '../../components/form-fields/form-fields';
import { TextLink } from '../../components/text-link/text-link';
import { formatDateTime } from '../../lib/format-date';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader, FilterBar, SearchField, StatusBadge } from '../shell';
import { type ColumnDef, DataTable, type DataTablePage } from '../table';
import type { PromoCodeRow } from './inbox-types';
import { amountsText, PROMO_STATE_TONES, promoState, promoValueText } from './promo-display';

/** The list's filter: every code, or only those on or off. */
export type PromoStatusFilter = 'all' | 'enabled' | 'disabled';

export interface PromoCodesListProps extends DataTablePage<PromoCodeRow> {
  status: PromoStatusFilter;
  onStatusChange: (status: PromoStatusFilter) => void;
  q: string;
  onSearch: (q: string) => void;
  onCreate: () => void;
  onEdit: (promo: PromoCodeRow) => void;
  /** Disable an enabled code, or enable a disabled one (confirmed in the page's dialog). */
  onToggle: (promo: PromoCodeRow) => void;
  /** The page of a code's usage. */
  usageHref: (promo: PromoCodeRow) => string;
  LinkComponent?: LinkComponent;
  /** The page's dialogs (form, disable / enable). */
  children?: ReactNode;
}

const FILTERS: readonly PromoStatusFilter[] = ['all', 'enabled', 'disabled'];
const FILTER_KEYS = {
  all: 'adminInbox.promo.statusAll',
  enabled: 'adminInbox.promo.statusEnabled',
  disabled: 'adminInbox.promo.statusDisabled',
} as const;

/**
 * The promo codes with their use: value, scope, uses against the limits, dates and where each
 * stands for a buyer now; each edited, switched off or on, and its usage one link away.
 */
export function PromoCodesList({
  status,
  onStatusChange,
  q,
  onSearch,
  onCreate,
  onEdit,
  onToggle,
  usageHref,
  LinkComponent = PlainLink,
  children,
  ...table
}: PromoCodesListProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const columns: ColumnDef<PromoCodeRow>[] = [
    {
      id: 'code',
      header: t('adminInbox.promo.columns.code'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <code className="font-semibold">{row.original.code}</code>
          {row.original.note ? (
            <span className="text-muted-foreground text-xs">{row.original.note}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'value',
      enableSorting: false,
      header: t('adminInbox.promo.columns.value'),
      cell: ({ row }) => <PromoValue promo={row.original} language={language} />,
    },
    {
      id: 'scope',
      enableSorting: false,
      header: t('adminInbox.promo.columns.scope'),
      cell: ({ row }) => t(`adminInbox.promo.scope.${row.original.scope}`),
    },
    {
      id: 'used_count',
      header: t('adminInbox.promo.columns.usage'),
      cell: ({ row }) => <PromoUses promo={row.original} />,
    },
    {
      id: 'ends_at',
      header: t('adminInbox.promo.columns.dates'),
      cell: ({ row }) => <PromoDates promo={row.original} language={language} />,
    },
    {
      id: 'status',
      enableSorting: false,
      header: t('adminInbox.promo.columns.status'),
      cell: ({ row }) => {
        const state = promoState(row.original);
        return (
          <StatusBadge tone={PROMO_STATE_TONES[state]}>
            {t(`adminInbox.promo.state.${state}`)}
          </StatusBadge>
        );
      },
    },
    {
      id: 'actions',
      enableSorting: false,
      header: t('adminInbox.promo.columns.actions'),
      cell: ({ row }) => {
        const { code, disabled } = row.original;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="outline" onClick={() => onEdit(row.original)}>
              {t('adminInbox.promo.edit', { code })}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onToggle(row.original)}>
              {t(disabled ? 'adminInbox.promo.enable' : 'adminInbox.promo.disable', { code })}
            </Button>
            <TextLink asChild>
              <LinkComponent href={usageHref(row.original)}>
                {t('adminInbox.promo.usage', { code })}
              </LinkComponent>
            </TextLink>
          </span>
        );
      },
    },
  ];
  return (
    <div data-slot="promo-codes-list" className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('adminInbox.promo.title')}
        description={t('adminInbox.promo.description')}
        actions={
          <Button onClick={onCreate}>
            <PlusIcon aria-hidden="true" />
            {t('adminInbox.promo.create')}
          </Button>
        }
      />
      <FilterBar>
        <SelectField
          label={t('adminInbox.promo.statusFilter')}
          placeholder={t('adminInbox.promo.statusAll')}
          value={status}
          onValueChange={(value) => onStatusChange(value as PromoStatusFilter)}
          options={FILTERS.map((value) => ({ value, label: t(FILTER_KEYS[value]) }))}
        />
        <SearchField value={q} onSearch={onSearch} label={t('adminInbox.promo.search')} />
      </FilterBar>
      <DataTable
        {...table}
        columns={columns}
        emptyText={t('adminInbox.promo.empty')}
        caption={t('adminInbox.promo.caption')}
        getRowId={(promo) => String(promo.id)}
      />
      {children}
    </div>
  );
}

/** The value, and the minimum order when it has one. */
export function PromoValue({ promo, language }: { promo: PromoCodeRow; language: Language }) {
  const { t } = useTranslation('ui');
  const minimum = amountsText(promo.min_subtotal, language);
  return (
    <span className="flex flex-col">
      <span className="font-medium whitespace-nowrap">{promoValueText(promo, language)}</span>
      {minimum ? (
        <span className="text-muted-foreground text-xs">
          {t('adminInbox.promo.minimum', { amounts: minimum })}
        </span>
      ) : null}
    </span>
  );
}

/** Uses against the total limit, and the limit per buyer. */
export function PromoUses({ promo }: { promo: PromoCodeRow }) {
  const { t } = useTranslation('ui');
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span>
        {promo.max_uses === null
          ? t('adminInbox.promo.usedNoLimit', { used: promo.used_count })
          : t('adminInbox.promo.used', { used: promo.used_count, max: promo.max_uses })}
      </span>
      {promo.per_user !== null ? (
        <span className="text-muted-foreground text-xs">
          {t('adminInbox.promo.perUser', { limit: promo.per_user })}
        </span>
      ) : null}
    </span>
  );
}

/** From and until, or "any time". */
export function PromoDates({ promo, language }: { promo: PromoCodeRow; language: Language }) {
  const { t } = useTranslation('ui');
  if (!promo.starts_at && !promo.ends_at) return <span>{t('adminInbox.promo.always')}</span>;
  return (
    <span className="flex flex-col text-sm whitespace-nowrap">
      {promo.starts_at ? (
        <span>
          {t('adminInbox.promo.from', { date: formatDateTime(promo.starts_at, language) })}
        </span>
      ) : null}
      {promo.ends_at ? (
        <span>
          {t('adminInbox.promo.until', { date: formatDateTime(promo.ends_at, language) })}
        </span>
      ) : null}
    </span>
  );
}
