import type { Components, Theme } from '@mui/material/styles';

export const button: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 6, paddingInline: 20, lineHeight: 1.47 },
      sizeSmall: { paddingInline: 14 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: 8 } },
  },
};
