import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { socialSignupSchema } from '@routelab/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors';
import { useSocialSignup, useTwitterSignIn, type SocialSignInResult } from '../api/social';

type EmailRequest = Extract<SocialSignInResult, { kind: 'email-required' }>['request'];

/** Asks for the e-mail a provider did not give; the mailed link confirms the new account. */
function EmailStep({ request }: { request: EmailRequest }) {
  const { t } = useTranslation();
  const signup = useSocialSignup();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(socialSignupSchema.pick({ email: true })),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '' },
  });
  if (signup.isSuccess) {
    return <Alert severity="success">{t('social.checkInbox')}</Alert>;
  }
  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(undefined);
    signup.mutate(
      { signup_token: request.signup_token, email },
      { onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])) },
    );
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <Alert severity="info">{t('social.emailNeeded')}</Alert>
        <FormAlert message={formError} />
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <SubmitButton pending={signup.isPending} fullWidth size="large">
          {t('social.continue')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}

/**
 * Where Twitter sends the browser back: posts the token and verifier once. A session goes to the
 * console; a refusal (cancelled at Twitter, bad or used token, provider down) back to /login
 * with the message; no e-mail asks for one.
 */
export function TwitterCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useTwitterSignIn();
  const posted = useRef(false);
  const [request, setRequest] = useState<EmailRequest>();

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const oauthToken = params.get('oauth_token');
    const verifier = params.get('oauth_verifier');
    const back = (message: string) =>
      void navigate('/login', { replace: true, state: { socialError: message } });
    if (!oauthToken || !verifier) {
      back(t('social.cancelled'));
      return;
    }
    signIn.mutate(
      { oauth_token: oauthToken, oauth_verifier: verifier },
      {
        onSuccess: (result) => {
          if (result.kind === 'email-required') setRequest(result.request);
          else void navigate('/', { replace: true });
        },
        onError: (error) => back(errorMessage(error)),
      },
    );
  }, [navigate, params, signIn, t]);

  return (
    <AuthCard title={t('social.twitterTitle')} subtitle={t('social.twitterSubtitle')}>
      {request ? (
        <EmailStep request={request} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} aria-busy>
          <CircularProgress />
        </Box>
      )}
    </AuthCard>
  );
}
