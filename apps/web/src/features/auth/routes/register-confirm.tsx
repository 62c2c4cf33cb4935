import { useTranslation } from 'react-i18next';
import { TokenConfirmation } from '../../../components/token-confirmation';
import { useConfirmRegistration } from '../api/confirm-registration';
import { ResendConfirmationForm } from '../components/resend-confirmation-form';

/** Opened from the e-mailed link: /register/confirm?token=… */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const mutation = useConfirmRegistration();
  return (
    <TokenConfirmation
      title={t('registerConfirm.title')}
      successText={t('registerConfirm.success')}
      mutation={mutation}
      next={{ to: '/login', label: t('registerConfirm.toLogin') }}
      whenFailed={<ResendConfirmationForm />}
    />
  );
}
