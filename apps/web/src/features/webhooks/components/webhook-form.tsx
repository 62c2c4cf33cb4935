import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { Webhook, WebhookWithSecret } from '@routelab/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import {
  WEBHOOK_FORM_FIELDS,
  createBodyOf,
  formValuesOf,
  updateBodyOf,
  webhookFormResolver,
  type WebhookFormValues,
} from '../webhook-form-values';
import { eventLabelKey, eventsOf, type WebhookOwner } from '../webhook-owner';

interface WebhookFormProps {
  owner: WebhookOwner;
  /** Absent: a new webhook. */
  webhook?: Webhook;
  onCancel: () => void;
  /** The saved webhook, with its secret when the server answered one (create, or a new secret). */
  onSaved: (webhook: Webhook | WebhookWithSecret) => void;
}

/** Adds or edits a webhook: URL, the owner's events, enabled, an optional secret. */
export function WebhookForm({ owner, webhook, onCancel, onSaved }: WebhookFormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [formError, setFormError] = useState<string>();
  const form = useForm<WebhookFormValues>({
    resolver: webhookFormResolver(owner, webhook?.id),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: formValuesOf(webhook),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    const done = {
      onSuccess: (saved: Webhook | WebhookWithSecret) => {
        notify.success(t(webhook ? 'webhooks.form.saved' : 'webhooks.form.created'));
        onSaved(saved);
      },
      onError: (error: unknown) =>
        setFormError(applyServerErrors(error, form.setError, WEBHOOK_FORM_FIELDS)),
    };
    if (webhook) update.mutate(updateBodyOf(webhook.id, values), done);
    else create.mutate(createBodyOf(owner, values), done);
  });

  return (
    <DialogForm onSubmit={onSubmit} data-testid="webhook-form">
      <DialogContent dividers>
        <FormAlert message={formError} />
        <Stack spacing={2.5}>
          <FormTextField
            name="url"
            control={form.control}
            label={t('webhooks.form.url')}
            helperText={t('webhooks.form.urlHint')}
            placeholder="https://"
            autoFocus
            fullWidth
          />
          <Controller
            name="events"
            control={form.control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
                <FormGroup>
                  {eventsOf(owner).map((event) => (
                    <FormControlLabel
                      key={event}
                      label={t(eventLabelKey(event) ?? event)}
                      control={
                        <Checkbox
                          name={`events.${event}`}
                          checked={field.value.includes(event)}
                          onChange={(_, checked) =>
                            field.onChange(
                              checked
                                ? [...field.value, event]
                                : field.value.filter((chosen) => chosen !== event),
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
          <FormSwitch name="enabled" control={form.control} label={t('webhooks.form.enabled')} />
          <FormTextField
            name="secret"
            control={form.control}
            type="password"
            autoComplete="new-password"
            label={t('webhooks.form.secret')}
            helperText={
              webhook
                ? t('webhooks.form.secretHintEdit', { prefix: webhook.secret_prefix })
                : t('webhooks.form.secretHintNew')
            }
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="secondary">
          {t('webhooks.form.cancel')}
        </Button>
        <SubmitButton pending={create.isPending || update.isPending}>
          {webhook ? t('webhooks.form.save') : t('webhooks.form.create')}
        </SubmitButton>
      </DialogActions>
    </DialogForm>
  );
}
