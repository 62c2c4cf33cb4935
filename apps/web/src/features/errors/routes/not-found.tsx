import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="404"
      title={t('errorPages.notFoundTitle')}
      text={t('errorPages.notFoundText')}
      action={{ to: '/', label: t('errorPages.backToHome') }}
    />
  );
}
