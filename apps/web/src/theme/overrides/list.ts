import type { Components, Theme } from '@mui/material/styles';

export const list: Components<Theme> = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 6,
        '&.Mui-selected, &.Mui-selected:hover': {
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(270deg, ${theme.palette.primary.light} 0%, ${theme.palette.primary.main} 100%)`,
          boxShadow: `0 2px 6px ${theme.palette.primary.main}4d`,
          '& .MuiListItemIcon-root': { color: 'inherit' },
        },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: { minWidth: 0, marginInlineEnd: 10, color: 'inherit' } },
  },
};
