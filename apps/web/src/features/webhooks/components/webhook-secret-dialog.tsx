import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEBHOOK_SIGNATURE_HEADER } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';

/** A webhook's signing secret, shown this once, with how to check a delivery's signature. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('webhooks.secret.copied'));
    } catch {
      notify.error(t('webhooks.secret.copyFailed'));
    }
  };
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      // A stray click beside the dialog must not lose a secret that is not shown again.
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
    >
      <DialogTitle>{t('webhooks.secret.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning">{t('webhooks.secret.warning')}</Alert>
        <TextField
          label={t('webhooks.secret.label')}
          value={secret}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'webhook-secret' },
            input: { sx: { fontFamily: 'monospace' } },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('webhooks.secret.howToVerify', { header: WEBHOOK_SIGNATURE_HEADER })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {t('webhooks.secret.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
