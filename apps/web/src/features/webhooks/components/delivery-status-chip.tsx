import Chip from '@mui/material/Chip';
import type { WebhookDeliveryStatus } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

const colors = {
  pending: 'info',
  delivered: 'success',
  retrying: 'warning',
  failed: 'error',
} as const satisfies Record<WebhookDeliveryStatus, string>;

export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'delivered' ? 'filled' : 'outlined'}
      label={t(`webhooks.log.statuses.${status}`)}
      data-testid="delivery-status"
      data-status={status}
    />
  );
}
