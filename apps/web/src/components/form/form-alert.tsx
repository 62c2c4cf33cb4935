import Alert from '@mui/material/Alert';
import { translateMessage } from '../../lib/i18n';

interface FormAlertProps {
  message: string | undefined;
  severity?: 'error' | 'success' | 'info';
}

/** A message about the whole form (a `detail` from the server or a success note). */
export function FormAlert({ message, severity = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }} role={severity === 'error' ? 'alert' : 'status'}>
      {translateMessage(message)}
    </Alert>
  );
}
