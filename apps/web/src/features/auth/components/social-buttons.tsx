import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { offersAny, ProviderButtons } from '../../../components/social/provider-buttons';
import { errorMessage } from '../../../lib/form-errors';
import type { ProviderProof } from '../../../lib/social/connected-accounts';
import { useSignInProviders } from '../../../lib/social/providers';
import { useTwitterStart } from '../../../lib/social/use-twitter-start';
import { useSocialSignIn } from '../api/social';
import { SOCIAL_EMAIL_PATH, socialEmailState } from '../social-email-state';

/**
 * The sign-in providers this server has configured (nothing shows without any). Google and
 * Facebook answer on the page; Twitter sends the browser away and back to
 * /login/twitter/callback. A provider that gave no e-mail leads to /login/social/email.
 */
export function SocialButtons({ googleText }: { googleText: 'signin_with' | 'signup_with' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const providers = useSignInProviders();
  const signIn = useSocialSignIn();
  const [error, setError] = useState<string>();
  const twitter = useTwitterStart('sign-in', setError);
  if (!providers.data || !offersAny(providers.data)) return null;

  const post = (proof: ProviderProof) => {
    setError(undefined);
    signIn.mutate(proof, {
      onSuccess: (result) => {
        if (result.kind === 'email-required') {
          void navigate(SOCIAL_EMAIL_PATH, { state: socialEmailState(result.request) });
        }
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider>{t('social.or')}</Divider>
      <FormAlert message={error} />
      <ProviderButtons
        providers={providers.data}
        googleText={googleText}
        pending={twitter.leaving || signIn.isPending}
        onGoogle={(credential) => post({ provider: 'google', body: { credential } })}
        onFacebook={(body) => post({ provider: 'facebook', body })}
        onTwitter={() => {
          setError(undefined);
          twitter.start();
        }}
        onFailure={setError}
      />
    </Stack>
  );
}
