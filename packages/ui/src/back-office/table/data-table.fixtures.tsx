import { StatusBadge } from '../shell/status-badge';
import type { ColumnDef } from './data-table';

/** A back-office list's row, as a page would have it from the API (stories only). */
export interface AccountRowFixture {
  id: number;
  name: string;
  email: string;
  registered: string;
  status: 'pending' | 'active';
}

export const accountRowsFixture: AccountRowFixture[] = Array.from({ length: 10 }, (_, at) => ({
  id: 101 + at,
  name: ['Elena Popescu', 'Ion Rusu', 'Maria Ceban', 'Ana Lungu', 'Victor Moraru'][at % 5] ?? '',
  email: `client${101 + at}@example.com`,
  registered: `2026-11-${String(20 - at).padStart(2, '0')}`,
  status: at % 3 === 0 ? 'pending' : 'active',
}));

/** The columns: name and registration date sortable, e-mail and status not. */
export const accountColumnsFixture: ColumnDef<AccountRowFixture>[] = [
  { accessorKey: 'name', header: 'Nume' },
  { accessorKey: 'email', header: 'E-mail', enableSorting: false },
  { accessorKey: 'registered', header: 'Înregistrat' },
  {
    accessorKey: 'status',
    header: 'Stare',
    enableSorting: false,
    cell: ({ row }) => (
      <StatusBadge tone={row.original.status === 'pending' ? 'warning' : 'success'}>
        {row.original.status === 'pending' ? 'În așteptare' : 'Activ'}
      </StatusBadge>
    ),
  },
];
