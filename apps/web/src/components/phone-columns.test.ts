import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { phoneColumns } from './phone-columns';

const columns: GridColDef[] = [
  { field: 'created_at', width: 160 },
  { field: 'text', flex: 2, minWidth: 120 },
  { field: 'status', width: 140 },
  { field: 'actions', width: 48 },
];

describe('phoneColumns', () => {
  it('keeps the columns as declared off a phone, or without phone fields', () => {
    expect(phoneColumns(columns, ['status'], false)).toEqual({ columns, hidden: {} });
    expect(phoneColumns(columns, undefined, true)).toEqual({ columns, hidden: {} });
  });

  it('shows only the phone fields on a phone, in their order, sharing the width', () => {
    const layout = phoneColumns(columns, ['status', 'text', 'actions'], true);
    expect(layout.columns.map((column) => column.field)).toEqual([
      'status',
      'text',
      'actions',
      'created_at',
    ]);
    expect(layout.hidden).toEqual({ created_at: false });
    // In proportion to the desktop widths (a flex column's minimum), none below an icon's 48 px.
    expect(layout.columns.slice(0, 3)).toEqual([
      { field: 'status', flex: 140, minWidth: 48 },
      { field: 'text', flex: 120, minWidth: 48 },
      { field: 'actions', flex: 48, minWidth: 48 },
    ]);
  });
});
