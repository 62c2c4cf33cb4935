import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Mails a fresh confirmation link to `email`; the server answers the same whatever the address. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const onClick = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => notify.success(t('resendConfirmation.sent', { email })),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  return (
    <Button
      variant="outlined"
      fullWidth
      onClick={onClick}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      startIcon={
        resend.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
      }
    >
      {t('resendConfirmation.action')}
    </Button>
  );
}
