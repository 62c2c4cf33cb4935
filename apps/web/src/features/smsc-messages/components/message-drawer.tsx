import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PduLog } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { PduDetailDialog } from '../../../components/pdu/pdu-detail-dialog';
import { useMessage } from '../api/get-message';
import { useMessagePdus } from '../api/get-message-pdus';
import { MessageBody } from './message-body';
import { MessageDirectionChip } from './message-direction-chip';
import { MessageStatusChip } from '../../../components/message-status-chip';

interface MessageDrawerProps {
  id: number;
  gatewayNames: ReadonlyMap<number, string>;
  onClose: () => void;
}

/** One message of a gateway, sent or received, opened from the Sent SMS list. */
export function MessageDrawer({ id, gatewayNames, onClose }: MessageDrawerProps) {
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
  // A received message reads from its sender; a sent one to its destination.
  const title = !message.data
    ? t('smsc.detail.loading')
    : message.data.direction === 'mt'
      ? t('smsc.detail.title', { destination: message.data.destination_addr })
      : t('smsc.detail.titleFrom', { source: message.data.source_addr });

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560, md: 640 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography variant="h6" sx={{ flex: 1 }} noWrap>
          {title}
        </Typography>
        {message.data && <MessageDirectionChip direction={message.data.direction} />}
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
            gatewayName={
              message.data.gateway_id === null
                ? undefined
                : gatewayNames.get(message.data.gateway_id)
            }
            statusNames={statusNames}
            onOpenPdu={setPdu}
          />
        )}
      </Box>
      {pdu && <PduDetailDialog side="smsc" id={pdu.id} onClose={() => setPdu(null)} />}
    </Drawer>
  );
}
