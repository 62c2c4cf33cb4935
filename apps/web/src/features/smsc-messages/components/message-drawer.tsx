import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MessageDetail, PduLog } from '@routelab/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { PduDetailDialog } from '../../pdu-logs/components/pdu-detail-dialog';
import { hex32 } from '../../pdu-logs/hex-dump';
import { useMessage } from '../api/get-message';
import { useMessagePdus } from '../api/get-message-pdus';
import { elapsedMs, formatDuration } from '../timings';
import { MessageParts } from './message-parts';
import { MessagePdus } from './message-pdus';
import { MessageStatusChip } from '../../../components/message-status-chip';

interface MessageDrawerProps {
  id: number;
  gatewayName: string | undefined;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </>
  );
}

/** One sent message: addresses, text, parts with timings and receipts, and its PDUs. */
export function MessageDrawer({ id, gatewayName, onClose }: MessageDrawerProps) {
  const { t } = useTranslation();
  const message = useMessage(id);
  const pdus = useMessagePdus(id);
  const [pdu, setPdu] = useState<PduLog | null>(null);
  const statusNames = useMemo(
    () =>
      new Map(
        (pdus.data?.results ?? []).map((item) => [item.command_status, item.command_status_name]),
      ),
    [pdus.data],
  );

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560, md: 640 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography variant="h6" sx={{ flex: 1 }} noWrap>
          {message.data
            ? t('smsc.detail.title', { destination: message.data.destination_addr })
            : t('smsc.detail.loading')}
        </Typography>
        {message.data && <MessageStatusChip status={message.data.status} />}
        <IconButton onClick={onClose} aria-label={t('smsc.detail.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 3, overflowY: 'auto' }} data-testid="message-drawer">
        {message.isPending && <LinearProgress aria-label={t('smsc.loading')} />}
        {message.isError && <Alert severity="error">{errorMessage(message.error)}</Alert>}
        {message.data && (
          <MessageBody
            message={message.data}
            gatewayName={gatewayName}
            statusNames={statusNames}
            onOpenPdu={setPdu}
          />
        )}
      </Box>
      {pdu && <PduDetailDialog side="smsc" id={pdu.id} onClose={() => setPdu(null)} />}
    </Drawer>
  );
}

interface MessageBodyProps {
  message: MessageDetail;
  gatewayName: string | undefined;
  statusNames: ReadonlyMap<number, string>;
  onOpenPdu: (pdu: PduLog) => void;
}

function MessageBody({ message, gatewayName, statusNames, onOpenPdu }: MessageBodyProps) {
  const { t, i18n } = useTranslation();
  const time = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
          dateStyle: 'medium',
          timeStyle: 'medium',
        }).format(new Date(value))
      : '—';
  const address = (addr: string, ton: number, npi: number) =>
    `${addr || '—'} (TON ${ton}, NPI ${npi})`;
  return (
    <>
      {message.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message.error}
        </Alert>
      )}
      <Section title={t('smsc.detail.summary')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.75,
          }}
        >
          <Fact
            label={t('smsc.detail.gateway')}
            value={gatewayName ?? `#${message.gateway_id ?? '—'}`}
          />
          <Fact
            label={t('smsc.detail.source')}
            value={address(message.source_addr, message.source_addr_ton, message.source_addr_npi)}
          />
          <Fact
            label={t('smsc.detail.destination')}
            value={address(message.destination_addr, message.dest_addr_ton, message.dest_addr_npi)}
          />
          <Fact label={t('smsc.detail.messageId')} value={message.message_id ?? '—'} />
          <Fact
            label={t('smsc.detail.commandStatus')}
            value={
              message.command_status === null
                ? '—'
                : (statusNames.get(message.command_status) ?? hex32(message.command_status))
            }
          />
          <Fact
            label={t('smsc.detail.coding')}
            value={`data_coding ${message.data_coding} · esm_class ${message.esm_class} · registered_delivery ${message.registered_delivery}`}
          />
          <Fact label={t('smsc.detail.created')} value={time(message.created_at)} />
          <Fact label={t('smsc.detail.submitted')} value={time(message.submitted_at)} />
          <Fact label={t('smsc.detail.done')} value={time(message.done_at)} />
          <Fact
            label={t('smsc.detail.queueTime')}
            value={formatDuration(
              elapsedMs(message.created_at, message.submitted_at),
              i18n.resolvedLanguage,
            )}
          />
        </Box>
      </Section>
      <Section title={t('smsc.detail.text')}>
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            bgcolor: 'action.hover',
            p: 1.5,
            borderRadius: 1,
          }}
        >
          {message.text || '—'}
        </Typography>
      </Section>
      <Section title={t('smsc.detail.parts')}>
        <MessageParts parts={message.part_list} statusNames={statusNames} />
      </Section>
      <Section title={t('smsc.detail.receipt')}>
        <Typography
          variant="body2"
          component="code"
          sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="message-receipt"
        >
          {message.dlr_text ?? t('smsc.detail.noReceipt')}
        </Typography>
      </Section>
      {message.tlvs.length > 0 && (
        <Section title={t('smsc.detail.tlvs')}>
          {message.tlvs.map((tlv, index) => (
            <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {`0x${tlv.tag.toString(16).padStart(4, '0')} = ${tlv.value}`}
            </Typography>
          ))}
        </Section>
      )}
      <Section title={t('smsc.detail.pdus')}>
        <MessagePdus messageId={message.id} onOpen={onOpenPdu} />
      </Section>
    </>
  );
}
