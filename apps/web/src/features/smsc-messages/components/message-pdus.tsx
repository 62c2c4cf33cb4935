import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PduLog } from '@routelab/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { DirectionIcon } from '../../../components/pdu/direction-icon';
import { useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useMessagePdus } from '../api/get-message-pdus';
import { smscMessageKeys } from '../api/keys';

/** While PDUs flow, the open message's list catches up this often. */
const PDU_REFRESH_MS = 2_000;

interface MessagePdusProps {
  messageId: number;
  onOpen: (pdu: PduLog) => void;
  /** Shown instead of "no PDUs" when none is found. */
  empty?: ReactNode;
}

/** The PDUs of one message in time order; a click opens the PDU detail. */
export function MessagePdus({ messageId, onOpen, empty }: MessagePdusProps) {
  const { t, i18n } = useTranslation();
  const pdus = useMessagePdus(messageId);
  // A query_sm or a late receipt adds PDUs without changing the message.
  useInvalidateOnEvent('log.smsc', smscMessageKeys.pdus(messageId), PDU_REFRESH_MS);
  if (pdus.isPending) return <LinearProgress aria-label={t('smsc.loading')} />;
  if (pdus.isError) return <Alert severity="error">{errorMessage(pdus.error)}</Alert>;
  if (pdus.data.results.length === 0) {
    return (
      empty ?? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('smsc.detail.noPdus')}
        </Typography>
      )
    );
  }
  const timeFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  });
  return (
    <List dense disablePadding data-testid="message-pdus">
      {pdus.data.results.map((pdu) => (
        // A list holds list items only: each button sits in one (axe: list).
        <ListItem key={pdu.id} disablePadding>
          <ListItemButton
            onClick={() => onOpen(pdu)}
            data-testid="message-pdu"
            data-command={pdu.command}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <DirectionIcon direction={pdu.direction} />
            </ListItemIcon>
            <ListItemText
              primary={pdu.command}
              secondary={`${timeFormat.format(new Date(pdu.time))} · ${pdu.command_status_name} · #${pdu.sequence_number}`}
              slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
