import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { usePhone } from '../lib/use-phone';

/** Narrowest a phone column gets: an icon button. */
const PHONE_MIN_WIDTH = 48;

/**
 * A grid's columns on a phone: only `fields`, in that order (Actions last), sharing the width in
 * proportion to their desktop widths so that all of them fit in 390 px; the rest are hidden.
 * Elsewhere the columns are returned as declared.
 */
export function phoneColumns<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
  fields: readonly string[] | undefined,
  phone: boolean,
): { columns: GridColDef<Row>[]; hidden: GridColumnVisibilityModel } {
  if (!phone || !fields) return { columns, hidden: {} };
  const shown = fields.flatMap((field) => {
    const column = columns.find((candidate) => candidate.field === field);
    if (!column) return [];
    const { width, ...rest } = column;
    const desktopWidth = column.flex ? (column.minWidth ?? 100) : (width ?? 100);
    return [{ ...rest, flex: desktopWidth, minWidth: PHONE_MIN_WIDTH }];
  });
  const others = columns.filter((column) => !fields.includes(column.field));
  return {
    columns: [...shown, ...others],
    hidden: Object.fromEntries(others.map((column) => [column.field, false])),
  };
}

/** phoneColumns on this screen; `fields` is a constant, so the result changes with the screen only. */
export function usePhoneColumns<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
  fields: readonly string[] | undefined,
) {
  const phone = usePhone();
  return useMemo(() => phoneColumns(columns, fields, phone), [columns, fields, phone]);
}
