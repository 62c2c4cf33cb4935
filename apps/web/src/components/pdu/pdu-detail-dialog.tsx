import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import type { LogSide } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/form-errors';
import { usePduLog } from '../../lib/queries/pdu-log';
import { hex32 } from '../../lib/hex-dump';
import { DirectionIcon } from './direction-icon';
import { HexDumpView } from './hex-dump-view';
import { PduFieldRow } from './pdu-field-row';
import { usePhone } from '../../lib/use-phone';

interface PduDetailDialogProps {
  side: LogSide;
  id: number;
  onClose: () => void;
}

/** One PDU: header, every decoded field, and the raw bytes as a hex dump. */
export function PduDetailDialog({ side, id, onClose }: PduDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const fullScreen = usePhone();
  const pdu = usePduLog(side, id);
  const time = pdu.data
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(new Date(pdu.data.time))
    : '';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {pdu.data && <DirectionIcon direction={pdu.data.direction} />}
        {pdu.data?.command ?? t('pduLogs.detail.title')}
      </DialogTitle>
      <DialogContent dividers data-testid="pdu-detail">
        {pdu.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={32} aria-label={t('pduLogs.loading')} />
          </Box>
        )}
        {pdu.isError && <Alert severity="error">{errorMessage(pdu.error)}</Alert>}
        {pdu.data && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Chip size="small" label={time} variant="outlined" />
              <Chip
                size="small"
                label={pdu.data.command_status_name}
                color={pdu.data.command_status === 0 ? 'success' : 'error'}
                variant="outlined"
              />
              <Chip
                size="small"
                variant="outlined"
                label={t('pduLogs.detail.sequence', { value: pdu.data.sequence_number })}
              />
              <Chip
                size="small"
                variant="outlined"
                label={t('pduLogs.detail.length', { value: pdu.data.length })}
              />
              {pdu.data.unmatched_receipt && (
                <Chip
                  size="small"
                  color="warning"
                  label={t('pduLogs.detail.unmatchedReceipt')}
                  data-testid="unmatched-receipt"
                />
              )}
            </Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('pduLogs.detail.fields')}
            </Typography>
            <Table size="small" sx={{ mb: 3 }} aria-label={t('pduLogs.detail.fields')}>
              <TableBody>
                <PduFieldRow name="command_id" value={hex32(pdu.data.command_id)} />
                <PduFieldRow
                  name="command_status"
                  value={`${hex32(pdu.data.command_status)} ${pdu.data.command_status_name}`}
                />
                {(pdu.data.fields ?? []).map((field, index) => (
                  <PduFieldRow
                    key={`${field.name}-${index}`}
                    name={field.name}
                    value={field.value}
                  />
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('pduLogs.detail.hexDump')}
            </Typography>
            <HexDumpView hex={pdu.data.hex ?? ''} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pduLogs.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
