import Typography from '@mui/material/Typography';
import { formatUsd } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentPrice } from '../../../lib/queries/prices';
import { estimateSendCost } from '../send-cost';

interface SendCostLineProps {
  /** Segments of one message (the text counter's parts). */
  parts: number;
  /** Messages the send creates: its destinations, or a load test's count. */
  messages: number;
}

/** "Cost: 3 segments × $0.002 = $0.006" at the user's price; nothing with billing off. */
export function SendCostLine({ parts, messages }: SendCostLineProps) {
  const { t } = useTranslation();
  const price = useCurrentPrice();
  if (!price) return null;
  const cost = estimateSendCost(parts, messages, price.sent_segment_micros);
  if (cost.segments === 0) return null;
  return (
    <Typography variant="body2" data-testid="send-cost" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('cost.estimate', {
        count: cost.segments,
        price: formatUsd(cost.priceMicros),
        total: formatUsd(cost.totalMicros),
      })}
    </Typography>
  );
}
