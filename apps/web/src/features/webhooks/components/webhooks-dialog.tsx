import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Webhook } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { useWebhooks } from '../api/list-webhooks';
import type { WebhookOwner } from '../webhook-owner';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';
import { WebhookSecret } from './webhook-secret';

/** What the dialog shows: the list, a form, a secret answered once, or one delivery log. */
type View =
  | { kind: 'list' }
  | { kind: 'form'; webhook?: Webhook }
  | { kind: 'secret'; secret: string }
  | { kind: 'deliveries'; webhook: Webhook };

/** The webhooks of one ESME account or gateway, their forms and their delivery logs. */
export function WebhooksDialog({ owner, onClose }: { owner: WebhookOwner; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const webhooks = useWebhooks(owner);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [deleting, setDeleting] = useState<Webhook>();
  const toList = () => setView({ kind: 'list' });

  const title = {
    list: t('webhooks.title', { name: owner.name }),
    form: t(
      view.kind === 'form' && view.webhook
        ? 'webhooks.form.editTitle'
        : 'webhooks.form.createTitle',
    ),
    secret: t('webhooks.secret.title'),
    deliveries:
      view.kind === 'deliveries' ? t('webhooks.log.title', { url: view.webhook.url }) : '',
  }[view.kind];

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={view.kind === 'deliveries' ? 'lg' : 'md'}
      fullScreen={fullScreen}
      aria-labelledby="webhooks-dialog-title"
    >
      <DialogTitle
        id="webhooks-dialog-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, wordBreak: 'break-all' }}
      >
        {view.kind !== 'list' && view.kind !== 'secret' && (
          <IconButton aria-label={t('webhooks.back')} onClick={toList} edge="start">
            <ArrowBackOutlined />
          </IconButton>
        )}
        {title}
      </DialogTitle>
      {view.kind === 'form' && (
        <WebhookForm
          owner={owner}
          webhook={view.webhook}
          onCancel={toList}
          onSaved={(saved) =>
            setView('secret' in saved ? { kind: 'secret', secret: saved.secret } : { kind: 'list' })
          }
        />
      )}
      {view.kind === 'secret' && (
        <>
          <DialogContent dividers>
            <WebhookSecret secret={view.secret} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={toList}>
              {t('webhooks.secret.done')}
            </Button>
          </DialogActions>
        </>
      )}
      {view.kind === 'deliveries' && (
        <>
          <DialogContent dividers>
            <WebhookDeliveries webhook={view.webhook} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} color="secondary">
              {t('webhooks.close')}
            </Button>
          </DialogActions>
        </>
      )}
      {view.kind === 'list' && (
        <>
          <DialogContent dividers>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {t(`webhooks.intro.${owner.kind}`)}
            </Typography>
            {webhooks.isFetching && (
              <LinearProgress sx={{ height: 2 }} aria-label={t('smsc.loading')} />
            )}
            {webhooks.isError && <Alert severity="error">{errorMessage(webhooks.error)}</Alert>}
            {webhooks.data && (
              <WebhookList
                webhooks={webhooks.data.results}
                onAction={(action, webhook) => {
                  if (action === 'delete') setDeleting(webhook);
                  else if (action === 'edit') setView({ kind: 'form', webhook });
                  else setView({ kind: 'deliveries', webhook });
                }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Box sx={{ flex: 1 }}>
              <Button startIcon={<AddOutlined />} onClick={() => setView({ kind: 'form' })}>
                {t('webhooks.add')}
              </Button>
            </Box>
            <Button onClick={onClose} color="secondary">
              {t('webhooks.close')}
            </Button>
          </DialogActions>
        </>
      )}
      {deleting && (
        <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </Dialog>
  );
}
