import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Gateway } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/**
 * How many delivery receipts from the gateway's SMSC matched no sent message, with the last
 * one's id and time in the hint; nothing while there are none.
 */
export function UnmatchedReceipts({ gateway }: { gateway: Gateway }) {
  const { t, i18n } = useTranslation();
  const { count, last_at: lastAt, last_id: lastId } = gateway.unmatched_receipts;
  if (count === 0) return null;
  const time = lastAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(new Date(lastAt))
    : '';
  return (
    <Tooltip title={t('smsc.counters.unmatchedReceiptsHint', { id: lastId ?? '', time })}>
      <Typography
        variant="caption"
        sx={{ display: 'block', mt: 0.5, color: 'warning.main' }}
        data-testid="unmatched-receipts"
      >
        {t('smsc.counters.unmatchedReceipts', {
          count: new Intl.NumberFormat(i18n.resolvedLanguage).format(count),
        })}
      </Typography>
    </Tooltip>
  );
}
