import type { Components, Theme } from '@mui/material/styles';
import type { Skin } from '../../lib/settings-store';

/** The bordered skin draws outlines instead of shadows (spec section 3, skin). */
export const card = (skin: Skin): Components<Theme> => ({
  MuiCard: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 10,
        ...(skin === 'bordered'
          ? { boxShadow: 'none', border: `1px solid ${theme.palette.divider}` }
          : {
              boxShadow:
                theme.palette.mode === 'light'
                  ? '0 3px 12px rgba(47, 43, 61, 0.14)'
                  : '0 3px 12px rgba(15, 20, 34, 0.3)',
            }),
      }),
    },
  },
  MuiCardHeader: {
    styleOverrides: {
      root: { padding: '20px 24px 12px' },
      title: { fontSize: '1.125rem', fontWeight: 500 },
    },
  },
  MuiCardContent: {
    styleOverrides: { root: { padding: '12px 24px 24px', '&:last-child': { paddingBottom: 24 } } },
  },
});
