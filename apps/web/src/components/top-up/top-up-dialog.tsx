import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_PROVIDERS,
  TOP_UP_DEFAULT_USD,
  topUpMessages,
  type Payment,
  type PaymentProvider,
} from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, sharedText } from '../../lib/i18n';
import { notify } from '../notify';
import { useCreatePayment } from './create-payment';
import { openInNewTab } from './open-in-new-tab';
import { paymentCreateUrl } from './payment-create-url';
import { usePaymentProviders } from './payment-providers';
import { PROVIDER_NAMES } from './provider-names';
import { checkTopUpAmount, type TopUpAmountError } from './top-up-amount';

interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The top-up dialog (spec sections 4, 5 and 9): an amount, default 100, checked on blur; each
 * provider button opens the payment in a new tab and closes the dialog, and does nothing while
 * the amount shows an error. When the browser blocks the tab, the payment is created with a POST
 * and its checkout opens instead.
 */
export function TopUpDialog({ open, onClose }: TopUpDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(TOP_UP_DEFAULT_USD));
  const [error, setError] = useState<TopUpAmountError | null>(null);
  const providers = usePaymentProviders();
  const create = useCreatePayment();
  const offered =
    providers.data ?? PAYMENT_PROVIDERS.map((provider) => ({ provider, sandbox: false }));
  const anySandbox = offered.some((entry) => entry.sandbox);

  const validate = (value: string) => {
    const check = checkTopUpAmount(value);
    setError(check.error ?? null);
    return check.amount;
  };

  const openCheckout = (payment: Payment) => {
    if (!payment.checkout_url) {
      notify.error(sharedText("Can't create the payment, please again later"));
      return;
    }
    onClose();
    // Blocked again (the answer came after the click's grace period): pay in this tab.
    if (!openInNewTab(payment.checkout_url)) window.location.assign(payment.checkout_url);
  };

  const choose = (provider: PaymentProvider) => {
    if (create.isPending) return;
    const amount = validate(text);
    if (amount === undefined) return;
    if (openInNewTab(paymentCreateUrl(provider, amount, currentLanguage()))) {
      onClose();
      return;
    }
    create.mutate(
      { amount, provider },
      {
        onSuccess: openCheckout,
        onError: () => notify.error(sharedText("Can't create the payment, please again later")),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="top-up-dialog">
      <DialogTitle>{t('topUp.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('topUp.intro')}
          </Typography>
          <TextField
            label={t('topUp.amount')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Checked on blur; once an error shows, it follows the typing until it is fixed.
              if (error) validate(event.target.value);
            }}
            onBlur={() => validate(text)}
            error={error !== null}
            // The hint keeps the line when there is no error, so nothing moves under the pointer.
            helperText={error ? sharedText(topUpMessages[error]) : t('topUp.amountHint')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'data-testid': 'top-up-amount' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
            fullWidth
            autoFocus
          />
          <Typography variant="subtitle2">{t('topUp.payWith')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {offered.map(({ provider, sandbox }) => (
              <Button
                key={provider}
                variant="outlined"
                size="large"
                fullWidth
                onClick={() => choose(provider)}
                data-testid={`top-up-${provider}`}
                sx={{ flexDirection: 'column', lineHeight: 1.3 }}
              >
                {PROVIDER_NAMES[provider]}
                {sandbox && (
                  <>
                    {/* Read as "WayForPay Sandbox"; the column layout drops the space. */}{' '}
                    <Typography variant="caption" sx={{ color: 'warning.main', fontWeight: 600 }}>
                      {t('topUp.sandbox')}
                    </Typography>
                  </>
                )}
              </Button>
            ))}
          </Stack>
          {create.isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-label={t('smsc.loading')} />
              <Typography variant="body2">{t('topUp.creating')}</Typography>
            </Stack>
          )}
          {anySandbox && (
            <Alert severity="warning" data-testid="top-up-sandbox">
              {t('topUp.sandboxNotice')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('topUp.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
