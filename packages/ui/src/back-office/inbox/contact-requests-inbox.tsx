import { LANGUAGE_NAMES, type Language } from '@academy/contract/languages';
import { countryName } from '@academy/contract/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { AdminPageHeader, FilterBar, SearchField, StatusBadge } from '../shell';
import { type ColumnDef, DataTable, type DataTablePage, DateTimeCell } from '../table';
import type { ContactRequestRow, ContactRequestTab } from './inbox-types';

export interface ContactRequestsInboxProps extends DataTablePage<ContactRequestRow> {
  status: ContactRequestTab;
  onStatusChange: (status: ContactRequestTab) => void;
  /** The search in force (the URL's `q`). */
  q: string;
  onSearch: (q: string) => void;
  onHandle: (request: ContactRequestRow) => void;
  onReopen: (request: ContactRequestRow) => void;
  /** The page's dialogs (handle, reopen). */
  children?: ReactNode;
}

const TABS: readonly ContactRequestTab[] = ['new', 'handled'];

/**
 * The contact requests of the site's form (spec 2.10): the new ones to answer and the handled
 * ones with who handled them, when, and their note; searched, sorted and paged by the server.
 */
export function ContactRequestsInbox({
  status,
  onStatusChange,
  q,
  onSearch,
  onHandle,
  onReopen,
  children,
  ...table
}: ContactRequestsInboxProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const columns: ColumnDef<ContactRequestRow>[] = [
    {
      id: 'created',
      header: t('adminInbox.requests.columns.received'),
      cell: ({ row }) => <DateTimeCell iso={row.original.created} />,
    },
    {
      id: 'name',
      header: t('adminInbox.requests.columns.name'),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'contact',
      enableSorting: false,
      header: t('adminInbox.requests.columns.contact'),
      cell: ({ row }) => <span className="break-all">{row.original.contact_data}</span>,
    },
    {
      id: 'country',
      enableSorting: false,
      header: t('adminInbox.requests.columns.country'),
      cell: ({ row }) => countryName(row.original.country, language),
    },
    {
      id: 'lang',
      enableSorting: false,
      header: t('adminInbox.requests.columns.language'),
      cell: ({ row }) => <span lang={row.original.lang}>{LANGUAGE_NAMES[row.original.lang]}</span>,
    },
    {
      id: 'handled_at',
      enableSorting: status === 'handled',
      header: t('adminInbox.requests.columns.status'),
      cell: ({ row }) => <RequestStatus request={row.original} />,
    },
    {
      id: 'actions',
      enableSorting: false,
      header: t('adminInbox.requests.columns.actions'),
      cell: ({ row }) =>
        row.original.status === 'new' ? (
          <Button
            size="sm"
            onClick={() => onHandle(row.original)}
            aria-label={t('adminInbox.requests.handleOf', { name: row.original.name })}
          >
            {t('adminInbox.requests.handle')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onReopen(row.original)}
            aria-label={t('adminInbox.requests.reopenOf', { name: row.original.name })}
          >
            {t('adminInbox.requests.reopen')}
          </Button>
        ),
    },
  ];
  return (
    <div data-slot="contact-requests-inbox" data-tab={status} className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('adminInbox.requests.title')}
        description={t('adminInbox.requests.description')}
      />
      <FilterBar>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons in a named group */}
        <div
          role="group"
          aria-label={t('adminInbox.requests.tabs.label')}
          className="flex gap-2 self-end"
        >
          {TABS.map((tab) => (
            <Button
              key={tab}
              size="sm"
              variant={tab === status ? 'primary' : 'outline'}
              aria-pressed={tab === status}
              className="flex-1"
              onClick={() => onStatusChange(tab)}
            >
              {t(`adminInbox.requests.tabs.${tab}`)}
            </Button>
          ))}
        </div>
        <SearchField value={q} onSearch={onSearch} label={t('adminInbox.requests.search')} />
      </FilterBar>
      <DataTable
        {...table}
        columns={columns}
        emptyText={t(
          status === 'new' ? 'adminInbox.requests.emptyNew' : 'adminInbox.requests.emptyHandled',
        )}
        caption={t('adminInbox.requests.caption')}
        getRowId={(request) => String(request.id)}
      />
      {children}
    </div>
  );
}

/** New, or handled: by whom and when, with the note under it. */
function RequestStatus({ request }: { request: ContactRequestRow }) {
  const { t } = useTranslation('ui');
  if (request.status === 'new')
    return <StatusBadge tone="info">{t('adminInbox.requests.status.new')}</StatusBadge>;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <StatusBadge tone="success" className="self-start">
        {t('adminInbox.requests.status.handled')}
      </StatusBadge>
      <span className="text-muted-foreground text-xs">
        {request.handled_by?.name ?? t('adminInbox.requests.formerStaff')}
        {request.handled_at ? (
          <>
            , <DateTimeCell iso={request.handled_at} />
          </>
        ) : null}
      </span>
      {request.note ? (
        <p className="text-sm">
          <span className="sr-only">{t('adminInbox.requests.noteLabel')}: </span>
          {request.note}
        </p>
      ) : null}
    </div>
  );
}
