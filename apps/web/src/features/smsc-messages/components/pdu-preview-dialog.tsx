import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import type { SmscMessageCreateBody } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HexDumpView } from '../../../components/pdu/hex-dump-view';
import { PduFieldRow } from '../../../components/pdu/pdu-field-row';
import { udhDescription } from '../../../components/udh-description';
import { errorMessage } from '../../../lib/form-errors';
import { usePhone } from '../../../lib/use-phone';
import { previewMessage } from '../api/preview-message';

interface PduPreviewDialogProps {
  body: SmscMessageCreateBody;
  onClose: () => void;
}

/**
 * The submit_sm a send would write for its first destination, as the server builds and encodes
 * them (POST …/preview/, no side effect): each part's decoded fields, its UDH and its hex dump.
 */
export function PduPreviewDialog({ body, onClose }: PduPreviewDialogProps) {
  const { t } = useTranslation();
  const fullScreen = usePhone();
  const preview = useQuery({
    queryKey: ['smsc-messages', 'preview', body],
    queryFn: () => previewMessage(body),
    gcTime: 0,
    retry: false,
  });
  const pdus = preview.data?.pdus ?? [];
  const others = (preview.data?.destinations ?? 1) - 1;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>
        {t('smscSend.preview.title')}
        {body.destinations[0] && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('smscSend.preview.forDestination', { destination: body.destinations[0] })}
          </Typography>
        )}
      </DialogTitle>
      {/* Long PDUs scroll: the region takes focus so a keyboard can scroll it too. */}
      <DialogContent
        dividers
        data-testid="pdu-preview"
        tabIndex={0}
        role="region"
        aria-label={t('smscSend.preview.title')}
      >
        {preview.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={32} aria-label={t('smscSend.preview.loading')} />
          </Box>
        )}
        {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
        {preview.data && (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {others > 0 && `${t('smscSend.preview.othersNote', { count: others })} `}
              {t('smscSend.preview.sequenceNote')}
            </Typography>
            {pdus.map((pdu) => {
              const title = t('smscSend.preview.pdu', { seq: pdu.seq, total: pdus.length });
              return (
                <Box component="section" key={pdu.seq} aria-label={title} sx={{ mb: 3 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  {pdu.udh && (
                    <Typography variant="body2" sx={{ mb: 1 }} data-testid="preview-udh">
                      {udhDescription(t, pdu.udh)}
                    </Typography>
                  )}
                  <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
                    {t('smscSend.preview.fields')}
                  </Typography>
                  <Table
                    size="small"
                    sx={{ mb: 2 }}
                    aria-label={`${title}: ${t('smscSend.preview.fields')}`}
                  >
                    <TableBody>
                      {pdu.fields.map((field, index) => (
                        <PduFieldRow
                          key={`${field.name}-${index}`}
                          name={field.name}
                          value={field.value}
                        />
                      ))}
                    </TableBody>
                  </Table>
                  <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
                    {t('smscSend.preview.hex')}
                  </Typography>
                  <HexDumpView hex={pdu.hex} />
                </Box>
              );
            })}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('smscSend.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
