import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { passwordChangeSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useConnectedAccounts } from '../../../lib/social/connected-accounts';
import { useChangePassword } from '../api/change-password';
import { NewPasswordField, PasswordFormCard } from './password-form-card';
import { FirstPasswordSection } from './first-password-section';

const emptyForm = { old_password: '', new_password: '' };

/**
 * The password card: a first password for an account made through a sign-in provider, else a
 * change of the current one.
 */
export function PasswordSection({ email }: { email: string }) {
  const connected = useConnectedAccounts();
  return connected.data?.has_password === false ? (
    <FirstPasswordSection email={email} />
  ) : (
    <ChangePasswordSection email={email} />
  );
}

/** Changing the password ends the user's other sessions (the server does that). */
function ChangePasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(passwordChangeSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: emptyForm,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(emptyForm);
        notify.success(t('settings.password.changed'));
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, form.setError, ['old_password', 'new_password'])),
    });
  });

  return (
    <PasswordFormCard
      title={t('settings.password.title')}
      subtitle={t('settings.password.subtitle')}
      email={email}
      formError={formError}
      onSubmit={onSubmit}
      pending={change.isPending}
      submitLabel={t('settings.password.submit')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="old_password"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
      </Grid>
      <NewPasswordField control={form.control} />
    </PasswordFormCard>
  );
}
