import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSetSchema } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { sharedText } from '../../../lib/i18n';
import { useSetPassword } from '../api/set-password';
import { NewPasswordField, PasswordFormCard } from './password-form-card';

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
      onSuccess: () =>
        notify.success(
          sharedText('Password set. You can now sign in with your e-mail and password.'),
        ),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['new_password'])),
    });
  });

  return (
    <PasswordFormCard
      title={t('settings.password.setTitle')}
      subtitle={t('settings.password.setSubtitle')}
      email={email}
      formError={formError}
      onSubmit={onSubmit}
      pending={set.isPending}
      submitLabel={t('settings.password.setSubmit')}
    >
      <NewPasswordField control={form.control} />
    </PasswordFormCard>
  );
}
