import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MessageDetail } from '@routelab/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { udhSummary } from '../lib/udh-summary';
import { monoFont } from './detail-list';
import { MessageStatusChip } from '../../../components/message-status-chip';

/** Hex in groups of two, so octets can be counted. */
const spacedHex = (hex: string) => hex.replace(/(..)(?=.)/g, '$1 ').toUpperCase();

/** A part's octets; with a UDH, the header is set apart and its concatenation spelled out. */
function PartOctets({ hex, udhi }: { hex: string; udhi: boolean }) {
  const { t } = useTranslation();
  const udh = udhi ? udhSummary(hex) : undefined;
  if (!udh) return <>{spacedHex(hex) || '—'}</>;
  return (
    <>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {t('esme.detail.udh', {
          reference: `0x${udh.reference.toString(16).toUpperCase()}`,
          seq: udh.seq,
          total: udh.total,
        })}
      </Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {spacedHex(hex.slice(0, udh.length * 2))}
      </Box>{' '}
      {spacedHex(hex.slice(udh.length * 2))}
    </>
  );
}

/** Each received segment: its message id, status and raw short_message (UDH set apart). */
export function MessageParts({
  parts,
  udhi,
}: {
  parts: MessageDetail['part_list'];
  /** esm_class says the parts start with a user data header. */
  udhi: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('esme.detail.parts', { count: parts.length })}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{t('esme.detail.messageId')}</TableCell>
          <TableCell>{t('esme.messages.columns.status')}</TableCell>
          <TableCell>{t('esme.detail.partHex')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {parts.map((part) => (
          <TableRow key={part.seq}>
            <TableCell>{part.seq}</TableCell>
            <TableCell sx={{ fontFamily: monoFont, wordBreak: 'break-all' }}>
              {part.message_id ?? '—'}
            </TableCell>
            <TableCell>
              <MessageStatusChip status={part.status} />
            </TableCell>
            <TableCell sx={{ fontFamily: monoFont, fontSize: 12 }}>
              <PartOctets hex={part.short_message_hex} udhi={udhi} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
