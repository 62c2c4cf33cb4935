import type { Components, Theme } from '@mui/material/styles';

export const inputs: Components<Theme> = {
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: {
    styleOverrides: { root: { borderRadius: 6 } },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginInline: 2 } },
  },
};
