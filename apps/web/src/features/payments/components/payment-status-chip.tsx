import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

type Color = 'default' | 'info' | 'success' | 'warning' | 'error';

const colors: Record<PaymentStatus, Color> = {
  created: 'info',
  accepted: 'success',
  error: 'error',
  rejected: 'warning',
  expired: 'default',
};

/** A payment's status; `reason` (why it failed or was declined) shows on hover. */
export function PaymentStatusChip({
  status,
  reason,
}: {
  status: PaymentStatus;
  reason?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'accepted' ? 'filled' : 'outlined'}
      label={t(`payments.statuses.${status}`)}
      title={reason ?? undefined}
      data-testid="payment-status"
      data-status={status}
    />
  );
}
