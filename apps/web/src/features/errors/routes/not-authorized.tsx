import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';

/** Spec section 2: '401 You are not authorized', with 'Back to Home' going to /login. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="401"
      title={t('errorPages.notAuthorizedTitle')}
      text={t('errorPages.notAuthorizedText')}
      action={{ to: '/login', label: t('errorPages.backToHome') }}
    />
  );
}
