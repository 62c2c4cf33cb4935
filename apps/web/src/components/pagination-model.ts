import type { GridPaginationModel } from '@mui/x-data-grid';

/**
 * The grid's next page. A new page size keeps the page index, so 26–50 at 25 a page became
 * 101–200 at 100; it starts from the first page instead.
 */
export function nextPaginationModel(
  current: GridPaginationModel,
  next: GridPaginationModel,
): GridPaginationModel {
  return next.pageSize === current.pageSize ? next : { ...next, page: 0 };
}
