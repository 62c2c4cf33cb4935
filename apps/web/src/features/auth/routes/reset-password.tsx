import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordConfirmSchema, tokenSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { TextLink } from '../../../components/text-link';
import { applyServerErrors } from '../../../lib/form-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

/** Opened from the e-mailed link: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(resetPasswordConfirmSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { token, password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    confirm.mutate(values, {
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['password'])),
    });
  });

  // A link without a well-formed token can never work: say so before a password is typed.
  if (!tokenSchema.safeParse(token).success) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <FormAlert message={t('resetPassword.invalidLink')} />
        <Button component={Link} to="/forgot-password" variant="contained" fullWidth>
          {t('resetPassword.requestNew')}
        </Button>
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <TextLink to="/login">{t('resetPassword.backToLogin')}</TextLink>
        </Typography>
      </AuthCard>
    );
  }

  // Once the password is changed, the subtitle and a new link no longer apply: only signing in.
  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <FormAlert severity="success" message={t('resetPassword.done')} />
        <Button component={Link} to="/login" variant="contained" fullWidth>
          {t('resetPassword.toLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <FormAlert message={formError} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="password"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            helperText={t('register.passwordHint')}
            autoFocus
          />
          <SubmitButton pending={confirm.isPending} fullWidth size="large">
            {t('resetPassword.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <TextLink to="/forgot-password">{t('resetPassword.requestNew')}</TextLink>
      </Typography>
    </AuthCard>
  );
}
