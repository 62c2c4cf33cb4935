import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusReasonText } from '../../../components/command-status/status-reason-text';
import { originOfPdu } from '../../../components/command-status/origin-of-pdu';
import { TextLink } from '../../../components/text-link';
import { errorMessage } from '../../../lib/form-errors';
import { hex32 } from '../../../lib/hex-dump';
import type { MessageDetail } from '@routelab/shared';
import { useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useMessagePdus } from '../api/get-message-pdus';
import { esmeMessageKeys } from '../api/keys';
import { partMessageIds } from '../lib/part-message-ids';
import { monoFont } from './detail-list';

/** While PDUs flow, the open message's list catches up this often. */
const PDU_REFRESH_MS = 2_000;

/** Refused submits get no message id, so nothing links their PDUs to the message. */
function NoMessageIdHint() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="pdus-no-message-id">
      {t('esme.detail.noMessageIdPdus')}{' '}
      <TextLink to="/esme/logs">{t('esme.detail.openLogs')}</TextLink>
    </Typography>
  );
}

/**
 * The logged PDUs of the message: every part's submit and response, the receipts and the ESME's
 * answers to them.
 */
export function MessagePdus({ message }: { message: MessageDetail }) {
  const { t, i18n } = useTranslation();
  const identified = message.client_id !== null && partMessageIds(message).length > 0;
  const pdus = useMessagePdus(message.id, identified);
  // A query_sm, or the answer to a receipt, adds PDUs without changing the message.
  useInvalidateOnEvent('log.esme', esmeMessageKeys.pdus(message.id), PDU_REFRESH_MS);
  if (message.client_id === null) {
    return <Typography variant="body2">{t('esme.detail.noPdus')}</Typography>;
  }
  if (!identified) return <NoMessageIdHint />;
  if (pdus.isPending) return <Skeleton height={80} />;
  if (pdus.isError) return <Alert severity="error">{errorMessage(pdus.error)}</Alert>;
  if (pdus.data.count === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('esme.detail.noPdus')}
      </Typography>
    );
  }
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  });
  return (
    <Table size="small" aria-label={t('esme.detail.pdus')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('esme.detail.pduTime')}</TableCell>
          <TableCell>{t('esme.detail.pduDirection')}</TableCell>
          <TableCell>{t('esme.detail.pduCommand')}</TableCell>
          <TableCell>{t('esme.detail.pduStatus')}</TableCell>
          <TableCell align="right">{t('esme.detail.pduSequence')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pdus.data.results.map((pdu) => (
          <TableRow key={pdu.id} data-testid="message-pdu">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{time.format(new Date(pdu.time))}</TableCell>
            <TableCell>{t(`esme.detail.directions.${pdu.direction}`)}</TableCell>
            <TableCell sx={{ fontFamily: monoFont }}>{pdu.command}</TableCell>
            <TableCell title={hex32(pdu.command_status)}>
              <Box component="span" sx={{ fontFamily: monoFont }}>
                {pdu.command_status_name}
              </Box>
              <StatusReasonText
                variant="caption"
                status={pdu.command_status}
                name={pdu.command_status_name}
                origin={originOfPdu(pdu)}
              />
            </TableCell>
            <TableCell align="right" sx={{ fontFamily: monoFont }}>
              {pdu.sequence_number}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
