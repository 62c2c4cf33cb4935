import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { passwordSetSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSetPassword } from '../api/set-password';
import { NewPasswordField, PasswordManagerUsername } from './new-password-parts';

/** An account made through a sign-in provider has no password until it sets one here. */
export function FirstPasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const set = useSetPassword();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(passwordSetSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { new_password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    set.mutate(values, {
      onSuccess: () => notify.success(t('settings.password.set')),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['new_password'])),
    });
  });

  return (
    <Card>
      <CardHeader
        title={t('settings.password.setTitle')}
        subheader={t('settings.password.setSubtitle')}
      />
      <CardContent>
        <FormAlert message={formError} />
        <Box component="form" noValidate onSubmit={onSubmit}>
          <PasswordManagerUsername email={email} />
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NewPasswordField control={form.control} />
            </Grid>
            <Grid size={12}>
              <SubmitButton pending={set.isPending}>
                {t('settings.password.setSubmit')}
              </SubmitButton>
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}
