import type { Components, Theme } from '@mui/material/styles';

export const appBar: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiPaper: {
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
};
