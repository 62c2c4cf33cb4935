import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_NOT_CONFIRMED_CODE, loginSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { TextLink } from '../../../components/text-link';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { SocialButtons } from '../components/social-buttons';

/** E-mail and password; the guest guard then sends the user to `next`. */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  // A sign-in provider's refusal, brought back from its callback page.
  const socialError = (useLocation().state as { socialError?: string } | null)?.socialError;
  const [formError, setFormError] = useState<string | undefined>(socialError);
  /** The address a login was refused for because it is not confirmed yet. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string>();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    setUnconfirmedEmail(undefined);
    login.mutate(values, {
      onError: (error) => {
        setFormError(applyServerErrors(error, form.setError, ['email', 'password']));
        if (isApiError(error) && error.code === EMAIL_NOT_CONFIRMED_CODE) {
          setUnconfirmedEmail(values.email);
        }
      },
    });
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormAlert message={formError} />
      {unconfirmedEmail && (
        <Box sx={{ mb: 3 }}>
          <ResendConfirmationButton email={unconfirmedEmail} />
        </Box>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <TextLink to="/forgot-password">{t('login.forgotPassword')}</TextLink>
          </Box>
          <SubmitButton pending={login.isPending} fullWidth size="large">
            {t('login.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <SocialButtons googleText="signin_with" />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.newHere')} <TextLink to="/register">{t('login.createAccount')}</TextLink>
      </Typography>
    </AuthCard>
  );
}
