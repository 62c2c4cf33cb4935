import type {} from '@mui/x-data-grid/themeAugmentation';
import type { Components, Theme } from '@mui/material/styles';

export const dataGrid: Components<Theme> = {
  MuiDataGrid: {
    styleOverrides: {
      root: { border: 0, '--DataGrid-containerBackground': 'transparent' },
      columnHeaderTitle: { fontWeight: 600, textTransform: 'uppercase', fontSize: '0.8125rem' },
    },
  },
};
