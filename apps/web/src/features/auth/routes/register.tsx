import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { TextLink } from '../../../components/text-link';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { SocialButtons } from '../components/social-buttons';

export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  // The server's only objection to a valid address is that it is registered: maybe never confirmed.
  const [takenEmail, setTakenEmail] = useState<string>();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { first_name: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    setTakenEmail(undefined);
    register.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => {
        setFormError(applyServerErrors(error, form.setError, ['email', 'password', 'first_name']));
        if (isApiError(error) && error.fieldErrors.email) setTakenEmail(values.email);
      },
    });
  });

  if (sentTo) {
    return (
      <AuthCard title={t('register.checkInboxTitle')}>
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" />
          <Typography data-testid="register-sent">
            {t('register.checkInboxText', { email: sentTo })}
          </Typography>
        </Box>
        <Typography sx={{ mt: 3, mb: 1.5, color: 'text.secondary' }}>
          {t('register.noMail')}
        </Typography>
        <ResendConfirmationButton email={sentTo} />
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <TextLink to="/login">{t('register.backToLogin')}</TextLink>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <FormAlert message={formError} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="first_name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
          />
          <FormTextField
            control={form.control}
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            helperText={t('register.passwordHint')}
          />
          <SubmitButton pending={register.isPending} fullWidth size="large">
            {t('register.submit')}
          </SubmitButton>
          {takenEmail && (
            <>
              <Typography sx={{ color: 'text.secondary' }}>{t('register.notConfirmed')}</Typography>
              <ResendConfirmationButton email={takenEmail} />
            </>
          )}
        </Stack>
      </Box>
      <SocialButtons googleText="signup_with" />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')} <TextLink to="/login">{t('register.signIn')}</TextLink>
      </Typography>
    </AuthCard>
  );
}
