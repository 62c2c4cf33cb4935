import type { Components, Theme } from '@mui/material/styles';

export const dialog: Components<Theme> = {
  MuiDialog: {
    styleOverrides: { paper: { borderRadius: 10 } },
  },
  MuiDialogTitle: {
    styleOverrides: { root: { padding: '24px 24px 8px', fontSize: '1.125rem' } },
  },
  MuiDialogActions: {
    styleOverrides: { root: { padding: '8px 24px 24px' } },
  },
};
