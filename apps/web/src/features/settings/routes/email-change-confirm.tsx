import { useTranslation } from 'react-i18next';
import { TokenConfirmation } from '../../../components/token-confirmation';
import { useAuth } from '../../../lib/auth/use-auth';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** Opened from the link mailed to the new address: /email-change/confirm?token=… */
export function EmailChangeConfirmPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const mutation = useConfirmEmailChange();
  return (
    <TokenConfirmation
      title={t('emailChangeConfirm.title')}
      successText={t('emailChangeConfirm.success')}
      mutation={mutation}
      next={
        user
          ? { to: '/settings', label: t('emailChangeConfirm.toSettings') }
          : { to: '/login', label: t('registerConfirm.toLogin') }
      }
    />
  );
}
