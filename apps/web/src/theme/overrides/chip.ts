import type { Components, Theme } from '@mui/material/styles';

export const chip: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: { borderRadius: 6, fontWeight: 500 },
      sizeSmall: { height: 24 },
    },
  },
};
