import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  toFieldErrors,
  webhookCreateSchema,
  webhookUpdateSchema,
  type FieldErrors,
  type Webhook,
  type WebhookEvent,
} from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { translateMessage } from '../../../lib/i18n';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-mutations';
import { eventsOf, type WebhookOwner } from '../lib/webhook-owner';

interface WebhookFormDialogProps {
  owner: WebhookOwner;
  /** Absent: a new webhook. */
  webhook?: Webhook;
  onClose: () => void;
  /** Saved; `secret` when the answer holds one (to be shown once). */
  onSaved: (secret: string | undefined) => void;
}

/** Adds or edits a webhook: its URL, the owner's events it wants, enabled, an optional secret. */
export function WebhookFormDialog({ owner, webhook, onClose, onSaved }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? [...eventsOf(owner)]);
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const error = (field: string) => errors[field]?.map(translateMessage).join(' ');

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      eventsOf(owner).filter((known) => (known === event ? on : current.includes(known))),
    );

  const save = async () => {
    const fields = { url, events, enabled, ...(secret ? { secret } : {}) };
    const body = webhook
      ? { id: webhook.id, ...fields }
      : { [owner.kind === 'client' ? 'client_id' : 'gateway_id']: owner.id, ...fields };
    const checked = (webhook ? webhookUpdateSchema : webhookCreateSchema).safeParse(body);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error));
      return;
    }
    setErrors({});
    setFailure(undefined);
    try {
      const saved = webhook
        ? await update.mutateAsync({ id: webhook.id, ...fields })
        : await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]);
      onSaved((saved as { secret?: string }).secret);
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.fieldErrors).length > 0) {
        setErrors(caught.fieldErrors);
      } else {
        setFailure(caught instanceof Error ? caught.message : String(caught));
      }
    }
  };

  const title = webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle');
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="webhook-form-title">
      <DialogTitle id="webhook-form-title">{title}</DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
      >
        {failure && <Alert severity="error">{translateMessage(failure)}</Alert>}
        <TextField
          label={t('webhooks.form.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(error('url'))}
          helperText={error('url') ?? t('webhooks.form.urlHint')}
          placeholder="https://example.com/routelab-events"
          fullWidth
          autoFocus
        />
        <div>
          <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
          <FormGroup>
            {eventsOf(owner).map((event) => (
              <FormControlLabel
                key={event}
                control={
                  <Checkbox
                    checked={events.includes(event)}
                    onChange={(_, on) => toggle(event, on)}
                  />
                }
                label={t(`webhooks.events.${event}`)}
              />
            ))}
          </FormGroup>
          {error('events') && <FormHelperText error>{error('events')}</FormHelperText>}
        </div>
        <TextField
          label={t('webhooks.form.secret')}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          error={Boolean(error('secret'))}
          helperText={
            error('secret') ??
            (webhook ? t('webhooks.form.secretKeepHint') : t('webhooks.form.secretHint'))
          }
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(_, on) => setEnabled(on)} />}
          label={t('webhooks.form.enabled')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={create.isPending || update.isPending}
        >
          {webhook ? t('webhooks.form.save') : t('webhooks.form.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
