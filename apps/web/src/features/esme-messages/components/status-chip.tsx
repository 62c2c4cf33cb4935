import Chip from '@mui/material/Chip';
import type { MessageStatus } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<MessageStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  queued: 'default',
  submitted: 'info',
  accepted: 'info',
  enroute: 'info',
  delivered: 'success',
  failed: 'error',
  undeliverable: 'error',
  rejected: 'error',
  expired: 'warning',
  deleted: 'warning',
  unknown: 'default',
};

export function StatusChip({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={t(`esme.messages.statuses.${status}`)}
    />
  );
}
