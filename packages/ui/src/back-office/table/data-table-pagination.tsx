import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';

/** "X–Y of N" and the previous / next page buttons (pages are 1-based, as in the API). */
export function DataTablePagination({
  count,
  page,
  pageSize,
  onPageChange,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('ui');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const number = new Intl.NumberFormat(i18n.language);
  const from = Math.min(count, (page - 1) * pageSize + 1);
  const to = Math.min(count, page * pageSize);
  return (
    <nav
      data-slot="data-table-pagination"
      aria-label={t('adminShell.table.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t('adminShell.table.pagination.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(count),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
          {t('adminShell.table.pagination.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('adminShell.table.pagination.next')}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
