import Typography from '@mui/material/Typography';
import { formatUsd } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentPrice } from '../../../lib/queries/prices';

/** What each segment the user's ESME accounts submit costs; nothing with billing off. */
export function ReceivedSegmentPrice() {
  const { t } = useTranslation();
  const price = useCurrentPrice();
  if (!price) return null;
  return (
    <Typography
      variant="body2"
      sx={{ color: 'text.secondary', mb: 2 }}
      data-testid="esme-segment-price"
    >
      {t('cost.receivedPrice', { price: formatUsd(price.received_segment_micros) })}
    </Typography>
  );
}
