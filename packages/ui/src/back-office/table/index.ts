export {
  type ColumnDef,
  DataTable,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
