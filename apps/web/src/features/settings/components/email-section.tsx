import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { emailChangeSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';
import { useConnectedAccounts } from '../../../lib/social/connected-accounts';
import { useChangeEmail } from '../api/change-email';

const emptyForm = { email: '', password: '' };

/** Asks for a new address; it takes effect once the link mailed to it is opened. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  // The change is confirmed with the password: an account made through a provider sets one first.
  const needsPassword = useConnectedAccounts().data?.has_password === false;
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    resolver: zodResolver(emailChangeSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: emptyForm,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    setSentTo(undefined);
    change.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        form.reset(emptyForm);
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, form.setError, ['email', 'password'])),
    });
  });

  return (
    <Card>
      <CardHeader
        title={t('settings.email.title')}
        subheader={t('settings.email.subtitle', { email: currentEmail })}
      />
      <CardContent>
        {needsPassword && (
          <FormAlert severity="info" message={t('settings.email.setPasswordFirst')} />
        )}
        <FormAlert message={formError} />
        {sentTo && (
          <FormAlert severity="success" message={t('settings.email.sent', { email: sentTo })} />
        )}
        <Box component="form" noValidate onSubmit={onSubmit} hidden={needsPassword}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="email"
                label={t('fields.newEmail')}
                type="email"
                autoComplete="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="password"
                label={t('fields.currentPassword')}
                type="password"
                autoComplete="current-password"
              />
            </Grid>
            <Grid size={12}>
              <SubmitButton pending={change.isPending}>{t('settings.email.submit')}</SubmitButton>
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}
