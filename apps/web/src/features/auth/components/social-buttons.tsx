import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/form-errors';
import { startTwitterSignIn, useSignInProviders } from '../api/social';

/**
 * The sign-in providers this server has configured (nothing shows without any). Twitter sends
 * the browser away and back to /login/twitter/callback.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useSignInProviders();
  const [error, setError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  if (!providers.data?.twitter) return null;
  const twitter = async () => {
    setError(undefined);
    setLeaving(true);
    try {
      await startTwitterSignIn();
    } catch (failure) {
      setError(errorMessage(failure));
      setLeaving(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider>{t('social.or')}</Divider>
      <FormAlert message={error} />
      <Button variant="outlined" size="large" disabled={leaving} onClick={() => void twitter()}>
        {t('social.twitter')}
      </Button>
    </Stack>
  );
}
