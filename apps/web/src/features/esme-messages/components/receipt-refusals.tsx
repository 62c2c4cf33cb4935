import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { MessageDetail } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { StatusReasonText } from '../../../components/command-status/status-reason-text';
import { hex32 } from '../../../lib/hex-dump';

/**
 * Receipts the ESME refused (deliver_sm_resp with an error): given up, or still to be tried again
 * and when. Nothing when every receipt was taken.
 */
export function ReceiptRefusals({ parts }: { parts: MessageDetail['part_list'] }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const refused = parts.flatMap((part) =>
    part.receipt_refusal ? [{ seq: part.seq, refusal: part.receipt_refusal }] : [],
  );
  if (refused.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
      {refused.map(({ seq, refusal }) => {
        const values = {
          status: hex32(refusal.command_status),
          error: refusal.error,
          attempts: refusal.attempts,
          time: refusal.next_attempt_at ? time.format(new Date(refusal.next_attempt_at)) : '',
        };
        const failed = refusal.failed_at !== null;
        const text = t(
          failed ? 'esme.detail.receiptFailed' : 'esme.detail.receiptRetrying',
          values,
        );
        return (
          <Alert key={seq} severity={failed ? 'error' : 'warning'} data-testid="receipt-refusal">
            {parts.length > 1 ? t('esme.detail.receiptOfPart', { seq, text }) : text}
            <StatusReasonText status={refusal.command_status} name={refusal.error} origin="peer" />
          </Alert>
        );
      })}
    </Box>
  );
}
