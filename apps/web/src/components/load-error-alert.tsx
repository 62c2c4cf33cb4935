import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/form-errors';

interface LoadErrorAlertProps {
  error: unknown;
  /** Loads again (the query's refetch). */
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A list or page that failed to load: why, and a Retry button. */
export function LoadErrorAlert({ error, onRetry, sx }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
