import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

/** Lets password managers file the new password under the right account. */
export function PasswordManagerUsername({ email }: { email: string }) {
  return (
    <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
  );
}

/** The new password field of the set and change forms, with the rules as its hint. */
export function NewPasswordField<Values extends FieldValues>({
  control,
}: {
  control: Control<Values>;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      // Both forms call it new_password; the generic form type cannot show it.
      name={'new_password' as Path<Values>}
      label={t('fields.newPassword')}
      type="password"
      autoComplete="new-password"
      helperText={t('register.passwordHint')}
    />
  );
}
