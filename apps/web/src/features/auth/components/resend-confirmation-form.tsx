import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resendConfirmationSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * A confirmation link that no longer works (expired after 24 h, or replaced by a newer one) is
 * where a user needs a new one: the address is asked for here, as the link does not carry it.
 */
export function ResendConfirmationForm() {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    resolver: zodResolver(resendConfirmationSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    resend.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  if (sentTo) {
    return (
      <FormAlert severity="success" message={t('resendConfirmation.sent', { email: sentTo })} />
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3 }}>
      <Typography sx={{ mb: 2 }}>{t('resendConfirmation.askEmail')}</Typography>
      <FormAlert message={formError} />
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <SubmitButton pending={resend.isPending} variant="outlined" fullWidth>
          {t('resendConfirmation.action')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
