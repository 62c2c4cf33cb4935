import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { profileUpdateSchema, type Profile } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';

export function ProfileSection({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    ...VALIDATE_ON_SUBMIT,
    values: { first_name: user.first_name, last_name: user.last_name },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    update.mutate(values, {
      onSuccess: () => notify.success(t('settings.profile.saved')),
      onError: (error) =>
        setFormError(applyServerErrors(error, form.setError, ['first_name', 'last_name'])),
    });
  });

  return (
    <Card>
      <CardHeader title={t('settings.profile.title')} subheader={t('settings.profile.subtitle')} />
      <CardContent>
        <AvatarUpload user={user} />
      </CardContent>
      <Divider />
      <CardContent sx={{ pt: 3 }}>
        <FormAlert message={formError} />
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="first_name"
                label={t('fields.firstName')}
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="last_name"
                label={t('fields.lastName')}
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('fields.email')}
                value={user.email}
                slotProps={{ input: { readOnly: true } }}
                helperText={t('settings.profile.emailHint')}
              />
            </Grid>
            <Grid size={12} sx={{ display: 'flex', gap: 2 }}>
              <SubmitButton pending={update.isPending}>{t('common.save')}</SubmitButton>
              <Button
                variant="outlined"
                color="secondary"
                onClick={() =>
                  form.reset({ first_name: user.first_name, last_name: user.last_name })
                }
              >
                {t('common.reset')}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}
