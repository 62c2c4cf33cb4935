import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Webhook } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteWebhook } from '../api/delete-webhook';

/** Asks before a webhook and its delivery log go. */
export function DeleteWebhookDialog({
  webhook,
  onClose,
}: {
  webhook: Webhook;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(webhook.id, {
            onSuccess: () => {
              notify.success(t('webhooks.remove.deleted'));
              onClose();
            },
            onError: (error) => notify.error(errorMessage(error)),
          });
        }}
      >
        <DialogTitle>{t('webhooks.remove.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ wordBreak: 'break-all' }}>
            {t('webhooks.remove.text', { url: webhook.url })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('webhooks.remove.cancel')}
          </Button>
          <SubmitButton pending={remove.isPending} color="error">
            {t('webhooks.remove.confirm')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
