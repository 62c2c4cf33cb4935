import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { PaymentStatus } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROVIDER_NAMES } from '../../../components/top-up/provider-names';
import { useEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { usePayment } from '../api/get-payment';
import { paymentKeys } from '../api/keys';
import { formatPaymentAmount } from '../format-payment';
import { PaymentStatusChip } from './payment-status-chip';

const severities: Record<PaymentStatus, 'info' | 'success' | 'warning' | 'error'> = {
  created: 'info',
  accepted: 'success',
  rejected: 'warning',
  error: 'error',
  expired: 'warning',
};

interface PaymentReturnCardProps {
  id: number;
  onClose: () => void;
}

/**
 * The payment a provider sent the browser back for (`/payments?payment={id}`): its status,
 * updated live until it is final.
 */
export function PaymentReturnCard({ id, onClose }: PaymentReturnCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payment = usePayment(id);
  useRefetchOnStreamOpen(paymentKeys.detail(id));
  useEvent('payment.changed', (changed) => {
    if (changed.id === id) queryClient.setQueryData(paymentKeys.detail(id), changed);
  });

  const close = (
    <Button color="inherit" size="small" onClick={onClose}>
      {t('payments.return.close')}
    </Button>
  );
  if (payment.isError) {
    return (
      <Alert severity="error" action={close} sx={{ mb: 3 }} data-testid="payment-return">
        {t('payments.return.notFound', { id })}
      </Alert>
    );
  }
  if (!payment.data) return null;
  const { status, provider, amount, reason, checkout_url: checkoutUrl } = payment.data;
  const providerName = PROVIDER_NAMES[provider];

  return (
    <Alert
      severity={severities[status]}
      action={close}
      icon={
        status === 'created' ? (
          <CircularProgress size={20} aria-label={t('smsc.loading')} />
        ) : undefined
      }
      sx={{ mb: 3 }}
      data-testid="payment-return"
    >
      <AlertTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {t('payments.return.title', {
          id,
          amount: formatPaymentAmount(amount),
          provider: providerName,
        })}
        <PaymentStatusChip status={status} />
      </AlertTitle>
      {t(`payments.return.${status}`, { provider: providerName })}
      {reason && <Box>{t('payments.return.reason', { reason })}</Box>}
      {status === 'created' && checkoutUrl && (
        <Box sx={{ mt: 1 }}>
          <Link href={checkoutUrl} target="_blank" rel="noopener noreferrer">
            {t('payments.continueCheckout')}
          </Link>
        </Box>
      )}
    </Alert>
  );
}
