import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Client } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteClient } from '../api/delete-client';

/** Asks before an account, its sessions and its messages go. */
export function DeleteClientDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteClient();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(client.id, {
            onSuccess: () => {
              notify.success(t('esme.remove.deleted', { name: client.name }));
              onClose();
            },
            onError: (error) => notify.error(errorMessage(error)),
          });
        }}
      >
        <DialogTitle>{t('esme.remove.title', { name: client.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('esme.remove.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('esme.common.cancel')}
          </Button>
          <SubmitButton pending={remove.isPending} color="error">
            {t('esme.remove.confirm')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
