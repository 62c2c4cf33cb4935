import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ApiKey, CreatedApiKey } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AllowedIpsField } from '../../../components/form/allowed-ips-field';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useDateTimePattern } from '../../../lib/use-date-time-pattern';
import { useCreateApiKey } from '../api/create-api-key';
import { useUpdateApiKey } from '../api/update-api-key';
import {
  apiKeyFormResolver,
  createBodyOf,
  expiryOf,
  formValuesOf,
  updateBodyOf,
  type ApiKeyFormValues,
} from '../lib/api-key-form';
import { PermissionsField } from './permissions-field';
import { usePhone } from '../../../lib/use-phone';

const SERVER_FIELDS: FieldPath<ApiKeyFormValues>[] = [
  'name',
  'permissions',
  'allowed_ips',
  'rate_limit',
  'expires_at',
  'enabled',
];

interface ApiKeyDialogProps {
  /** Absent: a new key. */
  apiKey?: ApiKey;
  onClose: () => void;
  /** A new key, with its value: the caller shows it once (in this dialog's place). */
  onCreated?: (created: CreatedApiKey) => void;
}

/** Creates or edits a key: name, permissions, allow-list, rate limit, expiry, enabled. */
export function ApiKeyDialog({ apiKey, onClose, onCreated }: ApiKeyDialogProps) {
  const { t } = useTranslation();
  const fullScreen = usePhone();
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const { pattern, placeholder } = useDateTimePattern();
  const [formError, setFormError] = useState<string>();
  const resolver = useMemo(
    () =>
      apiKeyFormResolver(apiKey?.id, pattern, t('form.dateTime.invalid', { pattern: placeholder })),
    [apiKey?.id, pattern, placeholder, t],
  );
  const form = useForm<ApiKeyFormValues>({
    resolver,
    ...VALIDATE_ON_SUBMIT,
    defaultValues: formValuesOf(apiKey, pattern),
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    // The resolver has checked that the expiry reads as a time.
    const expiresAt = expiryOf(values.expires_at, pattern) ?? null;
    const onError = (error: Error) =>
      setFormError(applyServerErrors(error, form.setError, SERVER_FIELDS));
    if (apiKey) {
      update.mutate(updateBodyOf(apiKey.id, values, expiresAt), {
        onSuccess: (saved) => {
          notify.success(t('apiKeys.form.saved', { name: saved.name }));
          onClose();
        },
        onError,
      });
    } else {
      create.mutate(createBodyOf(values, expiresAt), {
        onSuccess: (created) => {
          notify.success(t('apiKeys.form.created', { name: created.name }));
          onCreated?.(created);
        },
        onError,
      });
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle>
          {apiKey
            ? t('apiKeys.form.editTitle', { name: apiKey.name })
            : t('apiKeys.form.createTitle')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <FormAlert message={formError} />
          <FormTextField
            control={form.control}
            name="name"
            label={t('apiKeys.form.name')}
            required
            autoFocus
          />
          <PermissionsField control={form.control} />
          <AllowedIpsField
            control={form.control}
            name="allowed_ips"
            label={t('apiKeys.form.allowedIps')}
            hint={t('apiKeys.form.allowedIpsHint')}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <FormTextField
              control={form.control}
              name="rate_limit"
              label={t('apiKeys.form.rateLimit')}
              type="number"
            />
            <FormTextField
              control={form.control}
              name="expires_at"
              label={t('apiKeys.form.expiresAt')}
              placeholder={placeholder}
              helperText={t('apiKeys.form.expiresHint', { pattern: placeholder })}
            />
          </Box>
          <Box>
            <FormSwitch control={form.control} name="enabled" label={t('apiKeys.form.enabled')} />
            {!enabled && (
              <Typography variant="body2" sx={{ color: 'warning.main' }}>
                {t('apiKeys.form.disabledHint')}
              </Typography>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('apiKeys.cancel')}
          </Button>
          <SubmitButton pending={create.isPending || update.isPending}>
            {t(apiKey ? 'apiKeys.form.save' : 'apiKeys.form.create')}
          </SubmitButton>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
