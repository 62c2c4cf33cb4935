import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiKey } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Asks before a key stops working for good. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              notify.success(t('apiKeys.revoke.revoked', { name: apiKey.name }));
              onClose();
            },
            onError: (error) => notify.error(errorMessage(error)),
          });
        }}
      >
        <DialogTitle>{t('apiKeys.revoke.title', { name: apiKey.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('apiKeys.revoke.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('apiKeys.cancel')}
          </Button>
          <SubmitButton pending={revoke.isPending} color="error">
            {t('apiKeys.revoke.confirm')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
