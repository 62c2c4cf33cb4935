import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { adminUserUpdateSchema, GROUPS, TIERS, type AdminUser } from '@routelab/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { menuItems } from '../../../components/form/menu-items';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { tierLabel } from '../../../components/tier-label';
import { translateMessage } from '../../../lib/i18n';
import { useUpdateUser } from '../api/update-user';

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** Edits a user's groups and tier. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(adminUserUpdateSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { groups: user.groups, tier: user.tier },
  });

  const onSubmit = form.handleSubmit((body) => {
    setFormError(undefined);
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          notify.success(t('adminUsers.saved', { email: user.email }));
          onClose();
        },
        onError: (error) =>
          setFormError(applyServerErrors(error, form.setError, ['groups', 'tier'])),
      },
    );
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle>{t('adminUsers.editTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{user.email}</Typography>
          <FormAlert message={formError} />
          <Controller
            control={form.control}
            name="groups"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} component="fieldset" sx={{ mb: 2 }}>
                <FormLabel component="legend">{t('adminUsers.groups')}</FormLabel>
                <FormGroup row>
                  {GROUPS.map((group) => (
                    <FormControlLabel
                      key={group}
                      label={t(`groups.${group}`)}
                      control={
                        <Checkbox
                          checked={field.value.includes(group)}
                          onBlur={field.onBlur}
                          onChange={(_, checked) =>
                            field.onChange(
                              checked
                                ? [...field.value, group]
                                : field.value.filter((other) => other !== group),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error?.message && (
                  <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          <FormTextField control={form.control} name="tier" label={t('adminUsers.tier')} select>
            {menuItems(TIERS, (tier) => tierLabel(t, tier))}
          </FormTextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={update.isPending}>{t('common.save')}</SubmitButton>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
