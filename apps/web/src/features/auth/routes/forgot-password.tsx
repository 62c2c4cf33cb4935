import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { TextLink } from '../../../components/text-link';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { MailRequestForm } from '../components/mail-request-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <MailRequestForm
        request={request}
        submitLabel={t('forgotPassword.submit')}
        sentText={(email) => t('forgotPassword.sent', { email })}
        prominent
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <TextLink to="/login">{t('forgotPassword.backToLogin')}</TextLink>
      </Typography>
    </AuthCard>
  );
}
