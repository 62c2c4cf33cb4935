import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MessageDetail } from '@routelab/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PartOctets } from '../../../components/part-octets';
import { StatusReasonText } from '../../../components/command-status/status-reason-text';
import { hex32 } from '../../../lib/hex-dump';
import { elapsedMs, formatDuration } from '../timings';
import { MessageStatusChip } from '../../../components/message-status-chip';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';

interface MessagePartsProps {
  parts: MessageDetail['part_list'];
  /** command_status names seen in this message's PDUs. */
  statusNames: ReadonlyMap<number, string>;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** Every part: its SMSC message id, status, response, timings and short_message (UDH read). */
export function MessageParts({ parts, statusNames }: MessagePartsProps) {
  const { t, i18n } = useTranslation();
  const duration = (ms: number | null) => formatDuration(ms, i18n.resolvedLanguage);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('smsc.detail.parts')} data-testid="message-parts">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('smsc.detail.messageId')}</TableCell>
            <TableCell>{t('smsc.detail.status')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('smsc.detail.commandStatus')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('smsc.detail.submitLatency')}</TableCell>
            <TableCell>{t('smsc.detail.deliveryLatency')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parts.map((part) => (
            <Fragment key={part.seq}>
              <TableRow>
                <TableCell>{part.seq}</TableCell>
                <TableCell sx={{ ...mono, wordBreak: 'break-all' }}>
                  {part.message_id ?? '—'}
                </TableCell>
                <TableCell>
                  <MessageStatusChip status={part.status} />
                </TableCell>
                <TableCell sx={{ ...mono, ...NOT_ON_PHONE }}>
                  {part.command_status === null ? (
                    '—'
                  ) : (
                    <>
                      {statusNames.get(part.command_status) ?? hex32(part.command_status)}
                      <StatusReasonText
                        variant="caption"
                        status={part.command_status}
                        name={statusNames.get(part.command_status) ?? ''}
                        origin="peer"
                      />
                    </>
                  )}
                </TableCell>
                <TableCell sx={NOT_ON_PHONE}>
                  {duration(elapsedMs(part.submitted_at, part.responded_at))}
                </TableCell>
                <TableCell>{duration(elapsedMs(part.submitted_at, part.done_at))}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell />
                <TableCell colSpan={5} sx={{ ...mono, fontSize: 12, wordBreak: 'break-all' }}>
                  <PartOctets part={part} />
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
