import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';

interface PreviewDialogProps {
  title: string;
  /** What the change will do, as the server says it. */
  preview: string;
  confirmLabel: string;
  /** A cancellation is confirmed with a warning colour. */
  destructive?: boolean;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Shows the server's preview of a change and lets the user confirm it. */
export function PreviewDialog({
  title,
  preview,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClose,
}: PreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(error)}
          </Alert>
        )}
        <DialogContentText data-testid="dedicated-preview">{preview}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="secondary">
          {t('dedicatedSmpp.back')}
        </Button>
        <Button
          variant="contained"
          disabled={pending}
          aria-busy={pending}
          color={destructive ? 'error' : 'primary'}
          startIcon={
            pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
