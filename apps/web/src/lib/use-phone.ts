import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Below the sm breakpoint (600 px): tables show their phone columns and fold row actions, some
 * dialogs go full screen, and the avatar menu shows the balance.
 */
export function usePhone(): boolean {
  // useTheme (not a query function) also answers without a ThemeProvider, as in some tests.
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
