import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';

interface PasswordFormCardProps {
  title: string;
  subtitle: string;
  /** The account's address, for password managers. */
  email: string;
  formError: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  /** The form's fields, each in a half-width grid cell. */
  children: ReactNode;
}

/** The card of the set-password and change-password forms. */
export function PasswordFormCard(props: PasswordFormCardProps) {
  return (
    <Card>
      <CardHeader title={props.title} subheader={props.subtitle} />
      <CardContent>
        <FormAlert message={props.formError} />
        <Box component="form" noValidate onSubmit={props.onSubmit}>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={props.email}
            hidden
            readOnly
          />
          <Grid container spacing={2.5}>
            {props.children}
            <Grid size={12}>
              <SubmitButton pending={props.pending}>{props.submitLabel}</SubmitButton>
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The new password field of both forms, with the rules as its hint, in its grid cell. */
export function NewPasswordField<Values extends FieldValues>({
  control,
}: {
  control: Control<Values>;
}) {
  const { t } = useTranslation();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        // Both forms call it new_password; the generic form type cannot show it.
        name={'new_password' as Path<Values>}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        helperText={t('register.passwordHint')}
      />
    </Grid>
  );
}
