import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';

/** /500 and pages that fail to render. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="500"
      title={t('errorPages.serverErrorTitle')}
      text={t('errorPages.serverErrorText')}
      action={{ to: '/', label: t('errorPages.backToHome') }}
    />
  );
}
