export {
  type ColumnDef,
  DataTable,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
export { type DataTablePage, type Loadable, tablePageOf } from './table-page';
