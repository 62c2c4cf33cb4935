import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SocialProviderName, SocialProviders } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { PROVIDER_NAMES } from '../../lib/social/providers';
import { FacebookButton } from './facebook-button';
import { GoogleButton } from './google-button';

interface ProviderButtonsProps {
  providers: SocialProviders;
  /** Providers not to offer (already connected). */
  hide?: readonly SocialProviderName[];
  googleText: 'signin_with' | 'signup_with' | 'continue_with';
  pending: boolean;
  onGoogle: (credential: string) => void;
  onFacebook: (proof: { access_token: string; user_id: string }) => void;
  onTwitter: () => void;
  onFailure: (message: string) => void;
}

/** A button per configured provider; what each gives goes to its handler. */
export function ProviderButtons({
  providers,
  hide = [],
  googleText,
  pending,
  onGoogle,
  onFacebook,
  onTwitter,
  onFailure,
}: ProviderButtonsProps) {
  const { t } = useTranslation();
  const { google, facebook, twitter } = providers;
  return (
    <Stack spacing={1.5}>
      {google && !hide.includes('google') && (
        <GoogleButton
          clientId={google.client_id}
          scriptUrl={google.script_url}
          text={googleText}
          onCredential={onGoogle}
          onUnavailable={() =>
            onFailure(t('social.unavailable', { provider: PROVIDER_NAMES.google }))
          }
        />
      )}
      {facebook && !hide.includes('facebook') && (
        <FacebookButton
          appId={facebook.app_id}
          scriptUrl={facebook.script_url}
          disabled={pending}
          onToken={onFacebook}
          onFailure={onFailure}
        />
      )}
      {twitter && !hide.includes('twitter') && (
        <Button variant="outlined" size="large" disabled={pending} onClick={onTwitter}>
          {t('social.continueWith', { provider: PROVIDER_NAMES.twitter })}
        </Button>
      )}
    </Stack>
  );
}

/** Whether any provider is left to offer. */
export const offersAny = (
  providers: SocialProviders,
  hide: readonly SocialProviderName[] = [],
): boolean =>
  (providers.google !== null && !hide.includes('google')) ||
  (providers.facebook !== null && !hide.includes('facebook')) ||
  (providers.twitter && !hide.includes('twitter'));
