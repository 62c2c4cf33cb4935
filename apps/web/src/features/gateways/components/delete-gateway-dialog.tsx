import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Gateway } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteGateway } from '../api/delete-gateway';

interface DeleteGatewayDialogProps {
  gateway: Gateway;
  onClose: () => void;
}

/** Asks before deleting: the gateway unbinds at once and its queued messages stay unsent. */
export function DeleteGatewayDialog({ gateway, onClose }: DeleteGatewayDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteGateway();
  const confirm = () =>
    remove.mutate(gateway.id, {
      onSuccess: () => {
        notify.success(t('smsc.delete.done', { name: gateway.name }));
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('smsc.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('smsc.delete.text', { name: gateway.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="secondary">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={remove.isPending}
          data-testid="confirm-delete"
        >
          {t('smsc.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
