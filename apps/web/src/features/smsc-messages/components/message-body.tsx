import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MessageDetail, PduLog } from '@routelab/shared';
import { formatCost } from '../../../components/parts-with-cost';
import { StatusReasonText } from '../../../components/command-status/status-reason-text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { hex32, hex8 } from '../../../lib/hex-dump';
import { translateMessage } from '../../../lib/i18n';
import { isBinaryCoding, spacedHex } from '../../../lib/octets';
import { sendOptionLabels } from '../send-options';
import { elapsedMs, formatDuration } from '../timings';
import { MessageParts } from './message-parts';
import { MessageReceipts } from './message-receipts';
import { MessagePdus } from './message-pdus';

interface MessageBodyProps {
  message: MessageDetail;
  gatewayName: string | undefined;
  statusNames: ReadonlyMap<number, string>;
  onOpenPdu: (pdu: PduLog) => void;
}

/**
 * The overline uppercases its text; the plural s of an acronym stays lowercase so "PDUs" does not
 * read as "PDUS".
 */
function keepPluralS(title: string): ReactNode {
  return title.split(/(?<=\b[A-Z]{2,})(s)\b/).map((part, index) =>
    index % 2 === 1 ? (
      <Box key={index} component="span" sx={{ textTransform: 'none' }}>
        {part}
      </Box>
    ) : (
      part
    ),
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {keepPluralS(title)}
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

/**
 * One message of a gateway. A sent (MT) message has parts, a receipt and its PDUs; a received
 * (MO) one arrived whole in a deliver_sm, so it has none of those to wait for.
 */
export function MessageBody({ message, gatewayName, statusNames, onOpenPdu }: MessageBodyProps) {
  const { t, i18n } = useTranslation();
  const sent = message.direction === 'mt';
  const time = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
          dateStyle: 'medium',
          timeStyle: 'medium',
        }).format(new Date(value))
      : '—';
  const address = (addr: string, ton: number, npi: number) =>
    `${addr || '—'} (TON ${ton}, NPI ${npi})`;
  const binary = isBinaryCoding(message.data_coding);
  const options = sent ? sendOptionLabels(message, t) : [];
  return (
    <>
      {message.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateMessage(message.error)}
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
          {sent && <Fact label={t('smsc.detail.messageId')} value={message.message_id ?? '—'} />}
          {message.routed_from && (
            <Fact
              label={t('routing.links.from')}
              value={
                <Link
                  component={RouterLink}
                  to={`/esme/messages?message=${message.routed_from.esme_message_id}`}
                  data-testid="routed-from"
                >
                  {t('routing.links.fromMessage', {
                    id: message.routed_from.esme_message_id,
                    account: `#${message.routed_from.client_id}`,
                    messageId: message.routed_from.message_id ?? '—',
                  })}
                </Link>
              }
            />
          )}
          {message.relayed_to && message.relayed_to.length > 0 && (
            <Fact
              label={t('routing.links.relayedTo')}
              value={
                <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="relayed-to">
                  {message.relayed_to.map((relay) => (
                    <li key={`${relay.seq}-${relay.client_id}`}>
                      {t('routing.links.relay', {
                        account: relay.system_id,
                        route: relay.route_name ?? t('routing.links.routeRemoved'),
                        state: t(`routing.links.relayStates.${relay.state}`),
                      })}
                      {relay.command_status !== null &&
                        ` (${t('routing.links.relayRefusals', {
                          count: relay.attempts,
                          status:
                            statusNames.get(relay.command_status) ?? hex32(relay.command_status),
                        })})`}
                    </li>
                  ))}
                </Box>
              }
            />
          )}
          {sent && (
            <Fact
              label={t('smsc.detail.commandStatus')}
              value={
                message.command_status === null ? (
                  '—'
                ) : (
                  <>
                    {statusNames.get(message.command_status) ?? hex32(message.command_status)}
                    <StatusReasonText
                      status={message.command_status}
                      name={statusNames.get(message.command_status) ?? ''}
                      origin="peer"
                    />
                  </>
                )
              }
            />
          )}
          <Fact
            label={t('smsc.detail.coding')}
            value={`data_coding ${hex8(message.data_coding)} · esm_class ${hex8(message.esm_class)} · registered_delivery ${hex8(message.registered_delivery)}`}
          />
          {options.length > 0 && (
            <Fact label={t('smsc.detail.options')} value={options.join(' · ')} />
          )}
          {message.cost_micros !== null && (
            <Fact label={t('cost.column')} value={formatCost(message.cost_micros)} />
          )}
          {sent ? (
            <>
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
            </>
          ) : (
            <Fact label={t('smsc.detail.received')} value={time(message.created_at)} />
          )}
        </Box>
      </Section>
      <Section title={t('smsc.detail.text')}>
        {binary && (
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('messageContent.binaryHex')}
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            bgcolor: 'action.hover',
            p: 1.5,
            borderRadius: 1,
            ...(binary && { fontFamily: 'monospace' }),
          }}
          data-testid="message-text"
        >
          {(binary ? spacedHex(message.text) : message.text) || '—'}
        </Typography>
      </Section>
      {(sent || message.part_list.length > 1) && (
        <Section title={t('smsc.detail.parts')}>
          <MessageParts parts={message.part_list} statusNames={statusNames} />
        </Section>
      )}
      {sent && (
        <Section title={t('smsc.detail.receipt')}>
          <MessageReceipts message={message} />
        </Section>
      )}
      {message.tlvs.length > 0 && (
        <Section title={t('smsc.detail.tlvs')}>
          {message.tlvs.map((tlv, index) => (
            <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {`0x${tlv.tag.toString(16).padStart(4, '0')}${tlv.name ? ` ${tlv.name}` : ''} = ${tlv.value}`}
            </Typography>
          ))}
        </Section>
      )}
      <Section title={t('smsc.detail.pdus')}>
        <MessagePdus
          messageId={message.id}
          onOpen={onOpenPdu}
          empty={
            sent ? undefined : (
              // MO stored before its parts kept their deliver_sm's session and sequence number.
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="mo-pdus">
                {t('smsc.detail.moPdus')}{' '}
                <Link component={RouterLink} to="/smsc/logs">
                  {t('smsc.detail.openLogs')}
                </Link>
              </Typography>
            )
          }
        />
      </Section>
    </>
  );
}
