export {
  type ColumnDef,
  DataTable,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
export { DateTimeCell } from './date-time-cell';
export { type DataTablePage, type Loadable, tablePageOf } from './table-page';
