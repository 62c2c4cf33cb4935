import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { tierLabel } from '../../../components/tier-label';
import { usePrices } from '../../../lib/queries/prices';

/** The user's tier and its three prices (issue 22's price list). */
export function PricesCard() {
  const { t } = useTranslation();
  const prices = usePrices();
  if (!prices.data) return null;
  const { tier, current } = prices.data;
  const items = [
    { label: t('payments.prices.sentSegment'), micros: current.sent_segment_micros },
    { label: t('payments.prices.receivedSegment'), micros: current.received_segment_micros },
    { label: t('payments.prices.dedicatedIp'), micros: current.dedicated_ip_micros },
  ];
  return (
    <Card data-testid="prices-card">
      <CardHeader
        title={t('payments.prices.title')}
        subheader={t('payments.prices.tier', { tier: tierLabel(t, tier) })}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {items.map((item) => (
            <Grid key={item.label} size={{ xs: 12, sm: 4 }}>
              <Typography variant="h5" component="p">
                {formatUsd(item.micros)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.label}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
