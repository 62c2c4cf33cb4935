import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../api/resend-confirmation';
import { MailRequestForm } from './mail-request-form';

/**
 * A confirmation link that no longer works (expired after 24 h, or replaced by a newer one) is
 * where a user needs a new one: the address is asked for here, as the link does not carry it.
 */
export function ResendConfirmationForm() {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 2 }}>{t('resendConfirmation.askEmail')}</Typography>
      <MailRequestForm
        request={resend}
        submitLabel={t('resendConfirmation.action')}
        sentText={(email) => t('resendConfirmation.sent', { email })}
      />
    </Box>
  );
}
