import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreatedApiKey } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';

interface CreatedKeyDialogProps {
  created: CreatedApiKey;
  /** The caller drops the key: after this it is nowhere in the page. */
  onClose: () => void;
}

/** The new key, shown this once (the server keeps only its hash), with a copy button. */
export function CreatedKeyDialog({ created, onClose }: CreatedKeyDialogProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      notify.success(t('apiKeys.shown.copied'));
    } catch {
      notify.error(t('apiKeys.shown.copyFailed'));
    }
  };
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      // A stray click beside the dialog must not lose a key that cannot be shown again.
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
    >
      <DialogTitle>{t('apiKeys.shown.title', { name: created.name })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning">{t('apiKeys.shown.warning')}</Alert>
        <TextField
          label={t('apiKeys.shown.key')}
          value={created.key}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              'data-testid': 'created-api-key',
              onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
            },
            input: { sx: { fontFamily: 'monospace' } },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('apiKeys.shown.usage')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {t('apiKeys.shown.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.shown.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
