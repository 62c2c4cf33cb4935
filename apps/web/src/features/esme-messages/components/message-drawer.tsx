import CloseOutlined from '@mui/icons-material/CloseOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { EsmeMessage, EsmeMessageDetail } from '@routelab/shared';
import { describeDataCoding } from '@routelab/smpp/encoding';
import { useTranslation } from 'react-i18next';
import { formatCost } from '../../../components/parts-with-cost';
import { errorMessage } from '../../../lib/form-errors';
import { isBinaryCoding, spacedHex } from '../../../lib/octets';
import { useEsmeMessage } from '../api/get-message';
import { hex32, hex8 } from '../../../lib/hex-dump';
import { messageLabel } from '../lib/message-label';
import { DetailList, SectionTitle, monoFont } from './detail-list';
import { MessageParts } from './message-parts';
import { MessagePdus } from './message-pdus';
import { MessageTlvs } from './message-tlvs';
import { ReceiptRefusals } from './receipt-refusals';
import { RoutedParts } from './routed-parts';
import { MessageStatusChip } from '../../../components/message-status-chip';
import { StatusReasonText } from '../../../components/command-status/status-reason-text';

const TRANSLATED_ALPHABETS = ['gsm7', 'ia5', 'latin1', 'ucs2', 'binary'];

/** Label / value pairs whose value is given (the submit's optional fields). */
function optionalItems(
  items: [label: string, value: string | null | undefined | false][],
): [string, React.ReactNode][] {
  return items.filter((item): item is [string, string] => Boolean(item[1]));
}

interface MessageDrawerProps {
  /** The message opened; its detail is loaded here. */
  id: number;
  /** Its list row when opened from the list: the title shows before the detail arrives. */
  summary?: EsmeMessage | undefined;
  accountName: (clientId: number | null) => string;
  onClose: () => void;
  onReport: (message: EsmeMessageDetail) => void;
}

function MessageBody({
  message,
  accountName,
}: {
  message: EsmeMessageDetail;
  accountName: (clientId: number | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const formatted = (iso: string) => time.format(new Date(iso));
  const scheme = describeDataCoding(message.data_coding);
  const binary = isBinaryCoding(message.data_coding);
  const alphabet = TRANSLATED_ALPHABETS.includes(scheme.alphabet)
    ? t(`esme.detail.codings.${scheme.alphabet}`)
    : `${t('esme.detail.codings.other')} (${scheme.alphabet})`;
  const address = (addr: string, ton: number, npi: number) => (
    <>
      <Box component="span" sx={{ fontFamily: monoFont }}>
        {addr || '—'}
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('esme.detail.tonNpi', { ton, npi })}
      </Box>
    </>
  );
  const code = (value: string) => (
    <Box component="span" sx={{ fontFamily: monoFont }}>
      {value}
    </Box>
  );

  return (
    <>
      <DetailList
        items={[
          [t('esme.messages.columns.account'), accountName(message.client_id)],
          [
            t('esme.messages.columns.status'),
            <MessageStatusChip key="status" status={message.status} />,
          ],
          [
            t('esme.detail.source'),
            address(message.source_addr, message.source_addr_ton, message.source_addr_npi),
          ],
          [
            t('esme.detail.destination'),
            address(message.destination_addr, message.dest_addr_ton, message.dest_addr_npi),
          ],
          [t('esme.detail.coding'), alphabet],
          [t('esme.detail.dataCoding'), code(hex8(message.data_coding))],
          [t('esme.detail.esmClass'), code(hex8(message.esm_class))],
          [t('esme.detail.registeredDelivery'), code(hex8(message.registered_delivery))],
          [t('esme.detail.messageId'), code(message.message_id ?? '—')],
          ...(message.cost_micros !== null
            ? [[t('cost.column'), formatCost(message.cost_micros)] as [string, React.ReactNode]]
            : []),
          ...(message.command_status !== null && message.command_status !== 0
            ? [
                [
                  t('esme.detail.commandStatus'),
                  <>
                    {code(`${hex32(message.command_status)} ${message.error ?? ''}`)}
                    {/* RouteLab's own refusal: stored refused, with the reason it applied. */}
                    <StatusReasonText
                      status={message.command_status}
                      name={message.error ?? ''}
                      origin="routelab"
                      destination={message.destination_addr}
                    />
                  </>,
                ] as [string, React.ReactNode],
              ]
            : []),
          [t('esme.detail.received'), time.format(new Date(message.created_at))],
          [t('esme.detail.done'), message.done_at ? time.format(new Date(message.done_at)) : '—'],
          ...optionalItems([
            [t('esme.detail.scheduled'), message.scheduled_at && formatted(message.scheduled_at)],
            [t('esme.detail.validUntil'), message.valid_until && formatted(message.valid_until)],
            [
              t('esme.detail.replacedBy'),
              message.replaced_by != null &&
                t('esme.detail.replacedByMessage', { id: message.replaced_by }),
            ],
          ]),
        ]}
      />
      <SectionTitle>{t('esme.detail.text')}</SectionTitle>
      {binary && (
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('messageContent.binaryHex')}
        </Typography>
      )}
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          ...(binary && { fontFamily: monoFont }),
        }}
        data-testid="message-text"
      >
        {(binary ? spacedHex(message.text) : message.text) || '—'}
      </Paper>
      {message.dlr_text && (
        <>
          <SectionTitle>{t('esme.detail.receipt')}</SectionTitle>
          <Typography variant="body2" sx={{ fontFamily: monoFont, wordBreak: 'break-all' }}>
            {message.dlr_text}
          </Typography>
        </>
      )}
      <ReceiptRefusals parts={message.part_list} />
      <RoutedParts routed={message.routed ?? []} />
      <SectionTitle>{t('esme.detail.parts', { count: message.part_list.length })}</SectionTitle>
      <MessageParts parts={message.part_list} />
      {/* The API keeps the TLVs of the first submit only; its sar_* values are not the message's. */}
      <SectionTitle>
        {t(message.part_list.length > 1 ? 'esme.detail.tlvsFirstPart' : 'esme.detail.tlvs')}
      </SectionTitle>
      <MessageTlvs tlvs={message.tlvs} />
      <SectionTitle>{t('esme.detail.pdus')}</SectionTitle>
      <MessagePdus message={message} />
    </>
  );
}

/** One received message in full: addressing, coding, parts, TLVs and the PDUs it took. */
export function MessageDrawer({ id, summary, accountName, onClose, onReport }: MessageDrawerProps) {
  const { t } = useTranslation();
  const message = useEsmeMessage(id);
  // Opened from a link there is no row: the title waits for the detail (which may not exist).
  const known = message.data ?? summary;
  const title = known ? messageLabel(t, known) : t('esme.detail.titleUnknown');
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 600 } },
          'aria-label': title,
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {message.data && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<MarkEmailReadOutlined />}
            disabled={message.data.message_id === null}
            onClick={() => message.data && onReport(message.data)}
          >
            {t('esme.messages.sendReport')}
          </Button>
        )}
        <IconButton aria-label={t('esme.common.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Box sx={{ p: 3, overflowY: 'auto' }}>
        {message.isPending && (
          <Box aria-label={t('esme.detail.loading')}>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={32} />
            ))}
          </Box>
        )}
        {message.isError && <Alert severity="error">{errorMessage(message.error)}</Alert>}
        {message.data && <MessageBody message={message.data} accountName={accountName} />}
      </Box>
    </Drawer>
  );
}
