import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useGridLocaleText } from './grid-locale-text';
import { EmptyRows, emptyRowsSlots, type ListFilterState } from './empty-rows';
import { nextPaginationModel } from './pagination-model';
import { usePhoneColumns } from './phone-columns';

interface DataTableProps<Row extends GridValidRowModel> {
  rows: Row[];
  rowCount: number;
  columns: GridColDef<Row>[];
  /**
   * The fields a phone shows, in order, Actions last (a constant); the others hide below 600 px.
   * Without it a phone gets every column.
   */
  phoneFields?: readonly string[];
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  pageSizeOptions?: number[];
  /** What the grid says without rows: what is empty, and what to do. */
  emptyText: string;
  /** The list's filters: with one set, an empty grid says nothing matches, with Clear filters. */
  filters?: ListFilterState;
}

/** A server-paged grid: the caller fetches one page at a time and passes the total count. */
export function DataTable<Row extends GridValidRowModel>({
  pageSizeOptions = [10, 25, 50, 100],
  paginationModel,
  onPaginationModelChange,
  emptyText,
  filters,
  columns,
  phoneFields,
  ...props
}: DataTableProps<Row>) {
  const layout = usePhoneColumns(columns, phoneFields);
  const localeText = useGridLocaleText();
  return (
    <EmptyRows text={emptyText} filters={filters}>
      <DataGrid<Row>
        {...props}
        localeText={localeText}
        columns={layout.columns}
        columnVisibilityModel={layout.hidden}
        paginationModel={paginationModel}
        onPaginationModelChange={(next) =>
          onPaginationModelChange(nextPaginationModel(paginationModel, next))
        }
        paginationMode="server"
        pageSizeOptions={pageSizeOptions}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        rowHeight={56}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        slots={emptyRowsSlots}
      />
    </EmptyRows>
  );
}
