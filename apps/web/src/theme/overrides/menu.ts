import type { Components, Theme } from '@mui/material/styles';

export const menu: Components<Theme> = {
  MuiMenu: {
    styleOverrides: { paper: { borderRadius: 8, minWidth: 180 } },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: { borderRadius: 6, marginInline: 8, paddingBlock: 8, minHeight: 38 },
    },
  },
  MuiTooltip: {
    styleOverrides: { tooltip: { fontSize: '0.8125rem' } },
  },
};
