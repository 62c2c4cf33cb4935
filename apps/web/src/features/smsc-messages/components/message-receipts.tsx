import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageDetail } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { missingReceipt } from '../receipt-note';
import { statusReason } from '../status-reason';

const receiptSx = { display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * A sent message's delivery receipt; for several parts, each part's receipt and which part gave
 * the message its status (the worst or least advanced one).
 */
export function MessageReceipts({ message }: { message: MessageDetail }) {
  const { t } = useTranslation();
  const receiptOf = (part: Parameters<typeof missingReceipt>[0]) => {
    const missing = missingReceipt(part);
    return missing ? t(`smsc.detail.${missing}`) : part.dlr_text;
  };
  if (message.part_list.length < 2) {
    return (
      <Typography variant="body2" component="code" sx={receiptSx} data-testid="message-receipt">
        {receiptOf(message)}
      </Typography>
    );
  }
  const reason = statusReason(message);
  const deciding = message.part_list.find((part) => part.seq === reason?.seq);
  return (
    <>
      {reason && deciding && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="status-reason">
          {t(
            reason.kind === 'worst'
              ? 'smsc.detail.statusFromWorstPart'
              : 'smsc.detail.statusFromWaitingPart',
            {
              status: t(`messageStatuses.${message.status}`),
              seq: reason.seq,
              outcome: reason.stat ?? t(`messageStatuses.${deciding.status}`),
            },
          )}
        </Alert>
      )}
      {message.part_list.map((part) => (
        <Box key={part.seq} sx={{ mb: 0.5 }} data-testid="part-receipt">
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('smsc.detail.receiptOfPart', { seq: part.seq })}
          </Typography>
          <Typography variant="body2" component="code" sx={receiptSx}>
            {receiptOf({ ...part, registered_delivery: message.registered_delivery })}
          </Typography>
        </Box>
      ))}
    </>
  );
}
