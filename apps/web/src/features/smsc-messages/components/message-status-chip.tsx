import Chip from '@mui/material/Chip';
import type { MessageStatus } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

type Color = 'default' | 'info' | 'success' | 'warning' | 'error';

const colors: Record<MessageStatus, Color> = {
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
  unknown: 'warning',
};

export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'delivered' ? 'filled' : 'outlined'}
      label={t(`smsc.statuses.${status}`)}
      data-testid="message-status"
      data-status={status}
    />
  );
}
