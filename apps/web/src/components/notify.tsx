import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { i18n } from '../lib/i18n';

type Kind = 'info' | 'success' | 'warning' | 'error';

const icons = {
  info: <InfoOutlined color="info" />,
  success: <CheckCircleOutline color="success" />,
  warning: <WarningAmberOutlined color="warning" />,
  error: <ErrorOutline color="error" />,
} as const;

function ToastContent({ kind, message }: { kind: Kind; message: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
        {i18n.t(`toast.${kind}`)}
      </Typography>
      <Typography variant="body2">{message}</Typography>
    </Box>
  );
}

/**
 * Titled toasts (Info, Success, Warning, Error — spec section 8); durations come from the
 * Toaster's defaults: 4 s neutral and error, 2 s success.
 */
export const notify = {
  info: (message: string) =>
    toast(<ToastContent kind="info" message={message} />, { icon: icons.info }),
  success: (message: string) =>
    toast.success(<ToastContent kind="success" message={message} />, { icon: icons.success }),
  warning: (message: string) =>
    toast(<ToastContent kind="warning" message={message} />, { icon: icons.warning }),
  error: (message: string) =>
    toast.error(<ToastContent kind="error" message={message} />, { icon: icons.error }),
};
