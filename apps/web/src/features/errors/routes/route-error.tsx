import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';

/** Shown when a page fails to render, instead of a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <ErrorPage
        code="500"
        title={t('errorPages.serverErrorTitle')}
        text={t('errorPages.serverErrorText')}
        action={{ to: '/', label: t('errorPages.backToHome') }}
      />
    </Box>
  );
}
