import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useConnectProvider } from '../../../lib/social/connected-accounts';
import { PROVIDER_NAMES } from '../../../lib/social/providers';
import { takeTwitterIntent } from '../../../lib/social/twitter';
import { useSocialSignIn } from '../api/social';
import { SOCIAL_EMAIL_PATH, socialEmailState } from '../social-email-state';

const SECURITY_SETTINGS = '/settings?tab=security';

/**
 * Where Twitter sends the browser back: posts the token and verifier once. A sign-in goes to
 * the console (or asks for an e-mail); a refusal (cancelled at Twitter, bad or used token,
 * provider down) back to /login with the message. A round trip started in Settings connects
 * Twitter to the signed-in user and returns there.
 */
export function TwitterCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSocialSignIn();
  const connect = useConnectProvider();
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const intent = takeTwitterIntent();
    const oauthToken = params.get('oauth_token');
    const verifier = params.get('oauth_verifier');
    const back = (message: string) => {
      if (intent === 'connect') {
        notify.error(message);
        void navigate(SECURITY_SETTINGS, { replace: true });
      } else {
        void navigate('/login', { replace: true, state: { socialError: message } });
      }
    };
    if (!oauthToken || !verifier) {
      back(t('social.cancelled', { provider: PROVIDER_NAMES.twitter }));
      return;
    }
    const body = { oauth_token: oauthToken, oauth_verifier: verifier };
    if (intent === 'connect') {
      connect.mutate(
        { provider: 'twitter', body },
        {
          onSuccess: () => {
            notify.success(t('settings.connected.added', { provider: PROVIDER_NAMES.twitter }));
            void navigate(SECURITY_SETTINGS, { replace: true });
          },
          onError: (error) => back(errorMessage(error)),
        },
      );
      return;
    }
    signIn.mutate(
      { provider: 'twitter', body },
      {
        onSuccess: (result) =>
          void (result.kind === 'email-required'
            ? navigate(SOCIAL_EMAIL_PATH, {
                replace: true,
                state: socialEmailState(result.request),
              })
            : navigate('/', { replace: true })),
        onError: (error) => back(errorMessage(error)),
      },
    );
  }, [connect, navigate, params, signIn, t]);

  return (
    <AuthCard title={t('social.twitterTitle')} subtitle={t('social.twitterSubtitle')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} aria-busy>
        <CircularProgress aria-label={t('smsc.loading')} />
      </Box>
    </AuthCard>
  );
}
