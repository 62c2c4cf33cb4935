import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Route } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteRoute } from '../api/delete-route';

/** Asks before a route goes (its messages then take the next matching route, or none). */
export function DeleteRouteDialog({ route, onClose }: { route: Route; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRoute();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-route-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(route.id, {
            onSuccess: () => {
              notify.success(t('routing.remove.deleted', { name: route.name }));
              onClose();
            },
            onError: (error) => notify.error(errorMessage(error)),
          });
        }}
      >
        <DialogTitle id="delete-route-title">
          {t('routing.remove.title', { name: route.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t(`routing.remove.text.${route.kind}`)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={remove.isPending} color="error">
            {t('routing.remove.confirm')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
