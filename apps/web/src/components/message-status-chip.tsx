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
  // Unknown asks for a look: on the SMSC side it is a part that may or may not have been taken.
  unknown: 'warning',
};

/** A message's status, for Sent SMS and Received SMS alike. */
export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'delivered' ? 'filled' : 'outlined'}
      label={t(`messageStatuses.${status}`)}
      data-testid="message-status"
      data-status={status}
    />
  );
}
