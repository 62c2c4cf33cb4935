import type { Components, Theme } from '@mui/material/styles';

/** Margin of a dialog on a phone, instead of MUI's 32 px, which leaves a 390 px screen 326. */
const PHONE_MARGIN = 16;

export const dialog: Components<Theme> = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: 10,
        // A form between the paper and its parts stays a flex column, so its content scrolls
        // between a fixed title and fixed actions (the actions never scroll out of view).
        '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 },
        [theme.breakpoints.down('sm')]: {
          margin: PHONE_MARGIN,
          maxHeight: `calc(100% - ${2 * PHONE_MARGIN}px)`,
          maxWidth: `calc(100% - ${2 * PHONE_MARGIN}px)`,
          '&.MuiDialog-paperFullWidth': { width: `calc(100% - ${2 * PHONE_MARGIN}px)` },
          '&.MuiDialog-paperFullScreen': {
            margin: 0,
            maxHeight: 'none',
            maxWidth: '100%',
            width: '100%',
          },
        },
      }),
    },
  },
  MuiDialogTitle: {
    styleOverrides: { root: { padding: '24px 24px 8px', fontSize: '1.125rem' } },
  },
  MuiDialogActions: {
    styleOverrides: { root: { padding: '8px 24px 24px' } },
  },
};
