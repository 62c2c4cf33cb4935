import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { TextLink } from '../../../components/text-link';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    request.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <FormAlert message={formError} />
      {sentTo ? (
        <FormAlert severity="success" message={t('forgotPassword.sent', { email: sentTo })} />
      ) : (
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
            <SubmitButton pending={request.isPending} fullWidth size="large">
              {t('forgotPassword.submit')}
            </SubmitButton>
          </Stack>
        </Box>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <TextLink to="/login">{t('forgotPassword.backToLogin')}</TextLink>
      </Typography>
    </AuthCard>
  );
}
