import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { socialSignupSchema, type SocialEmailRequired } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';
import { PROVIDER_NAMES } from '../../../lib/social/providers';
import { useSocialSignup } from '../api/social';

/** Asks for the e-mail a provider did not give; the mailed link confirms the new account. */
export function SocialEmailStep({ request }: { request: SocialEmailRequired }) {
  const { t } = useTranslation();
  const signup = useSocialSignup();
  const [formError, setFormError] = useState<string>();
  const provider = PROVIDER_NAMES[request.provider];
  const form = useForm({
    resolver: zodResolver(socialSignupSchema.pick({ email: true })),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '' },
  });
  if (signup.isSuccess) {
    return <Alert severity="success">{t('social.checkInbox', { provider })}</Alert>;
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
        <Alert severity="info">{t('social.emailNeeded', { provider })}</Alert>
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
