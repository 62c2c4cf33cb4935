import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MessageDetail } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { PartOctets } from '../../../components/part-octets';
import { monoFont } from './detail-list';
import { MessageStatusChip } from '../../../components/message-status-chip';

/** Each received segment: its message id, status and raw short_message (UDH set apart). */
export function MessageParts({ parts }: { parts: MessageDetail['part_list'] }) {
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
              <PartOctets part={part} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
