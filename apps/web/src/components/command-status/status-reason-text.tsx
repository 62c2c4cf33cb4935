import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { statusReason, type StatusContext } from './status-reason';

interface StatusReasonTextProps extends StatusContext {
  status: number;
  /** The status's name as the API gives it (command_status_name). */
  name: string;
  variant?: TypographyProps['variant'];
}

/** A command_status in plain words beside the raw one; nothing for ESME_ROK or an unknown one. */
export function StatusReasonText({
  status,
  name,
  variant = 'body2',
  ...context
}: StatusReasonTextProps) {
  const { t } = useTranslation();
  const reason = statusReason(t, status, name, context);
  if (!reason) return null;
  return (
    <Typography
      component="span"
      variant={variant}
      data-testid="status-reason"
      sx={{ color: 'text.secondary', display: 'block' }}
    >
      {reason}
    </Typography>
  );
}
