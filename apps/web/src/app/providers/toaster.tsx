import { useTheme } from '@mui/material/styles';
import { Toaster } from 'react-hot-toast';
import { useSettings } from '../../lib/settings-store';

/** Below the app bar (64 px, 56 on phones): on a narrow screen a top toast covered its buttons. */
const BELOW_APP_BAR = 72;

/**
 * Toasts of spec section 9: 4 s neutral and error, 2 s success, loading until dismissed, at
 * most 20 at once (react-hot-toast's own limit), placed where the settings say.
 */
export function AppToaster() {
  const theme = useTheme();
  const position = useSettings((state) => state.toastPosition);
  return (
    <Toaster
      position={position}
      containerStyle={{
        zIndex: theme.zIndex.snackbar,
        ...(position.startsWith('top') && { top: BELOW_APP_BAR }),
      }}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        style: {
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: theme.shadows[4],
          borderRadius: 8,
          maxWidth: 420,
        },
      }}
    />
  );
}
