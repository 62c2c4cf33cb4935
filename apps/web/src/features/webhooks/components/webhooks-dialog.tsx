import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Webhook } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { useDeleteWebhook } from '../api/webhook-mutations';
import { useWebhooks } from '../api/webhook-queries';
import type { WebhookOwner } from '../lib/webhook-owner';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

type Editing = { webhook?: Webhook } | undefined;

/** An ESME account's or a gateway's webhooks: the list, add, edit, delete, and each one's log. */
export function WebhooksDialog({ owner, onClose }: { owner: WebhookOwner; onClose: () => void }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(owner);
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Editing>();
  const [secret, setSecret] = useState<string>();
  const [logOf, setLogOf] = useState<number>();
  const [deleting, setDeleting] = useState<Webhook>();
  const list = webhooks.data?.results ?? [];
  const shown = list.find((webhook) => webhook.id === logOf);

  const confirmDelete = async (webhook: Webhook) => {
    try {
      await remove.mutateAsync(webhook.id);
      if (logOf === webhook.id) setLogOf(undefined);
      setDeleting(undefined);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <Dialog open fullWidth maxWidth="lg" onClose={onClose} aria-labelledby="webhooks-title">
        <DialogTitle id="webhooks-title">{t('webhooks.title', { name: owner.name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(owner.kind === 'client' ? 'webhooks.hintClient' : 'webhooks.hintGateway')}
          </Typography>
          {webhooks.isError && <Alert severity="error">{webhooks.error.message}</Alert>}
          {webhooks.isSuccess && list.length === 0 && (
            <Typography variant="body2">{t('webhooks.empty')}</Typography>
          )}
          {list.length > 0 && (
            <Table size="small" aria-label={t('webhooks.listLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('webhooks.columns.url')}</TableCell>
                  <TableCell>{t('webhooks.columns.events')}</TableCell>
                  <TableCell>{t('webhooks.columns.secret')}</TableCell>
                  <TableCell>{t('webhooks.columns.status')}</TableCell>
                  <TableCell align="right">{t('webhooks.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((webhook) => (
                  <TableRow key={webhook.id} selected={webhook.id === logOf}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{webhook.url}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                        {webhook.events.map((event) => (
                          <Chip key={event} size="small" label={t(`webhooks.events.${event}`)} />
                        ))}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{webhook.secret_prefix}…</TableCell>
                    <TableCell>
                      {webhook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('webhooks.actions.log')}>
                        <IconButton
                          aria-label={`${t('webhooks.actions.log')}: ${webhook.url}`}
                          onClick={() => setLogOf(webhook.id)}
                        >
                          <ListAltOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('webhooks.actions.edit')}>
                        <IconButton
                          aria-label={`${t('webhooks.actions.edit')}: ${webhook.url}`}
                          onClick={() => setEditing({ webhook })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('webhooks.actions.delete')}>
                        <IconButton
                          aria-label={`${t('webhooks.actions.delete')}: ${webhook.url}`}
                          onClick={() => setDeleting(webhook)}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {shown && <WebhookDeliveries key={shown.id} webhook={shown} />}
        </DialogContent>
        <DialogActions>
          <Button startIcon={<AddOutlined />} onClick={() => setEditing({})}>
            {t('webhooks.add')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('webhooks.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {editing && (
        <WebhookFormDialog
          owner={owner}
          webhook={editing.webhook}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            if (saved) setSecret(saved);
          }}
        />
      )}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(undefined)} />}
      {deleting && (
        <Dialog open onClose={() => setDeleting(undefined)}>
          <DialogTitle>{t('webhooks.delete.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ wordBreak: 'break-all' }}>
              {t('webhooks.delete.text', { url: deleting.url })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(undefined)}>{t('webhooks.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() => void confirmDelete(deleting)}
            >
              {t('webhooks.delete.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
