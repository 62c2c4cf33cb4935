import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ClientTraffic } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { countAxis, countSeries } from '../../../lib/charts/count-series';
import { useClientTraffic } from '../api/get-client-traffic';

const HEIGHT = 200;

/**
 * The rates read off the counts: the last complete second (the current one is still filling),
 * and the busiest second of submits answered and of deliver_sm sent, each on its own.
 */
export function trafficRates(traffic: ClientTraffic) {
  const submits = traffic.accepted.map((accepted, index) => accepted + traffic.refused[index]!);
  const busiest = (counts: number[]) => Math.max(0, ...counts.slice(0, -1));
  return {
    idle: [...submits, ...traffic.delivered].every((count) => count === 0),
    accepted: traffic.accepted.at(-2) ?? 0,
    refused: traffic.refused.at(-2) ?? 0,
    delivered: traffic.delivered.at(-2) ?? 0,
    peakSubmits: busiest(submits),
    peakDelivered: busiest(traffic.delivered),
  };
}

function TrafficChart({ traffic }: { traffic: ClientTraffic }) {
  const { t } = useTranslation();
  const seconds = traffic.accepted.map((_, index) => index - traffic.accepted.length + 1);
  return (
    <LineChart
      height={HEIGHT}
      xAxis={[
        {
          data: seconds,
          label: t('esme.traffic.secondsAgo'),
          scaleType: 'linear',
          tickMinStep: 1,
          valueFormatter: (value: number) => String(Math.round(value)),
        },
      ]}
      yAxis={[countAxis(t('esme.traffic.perSecond'))]}
      series={(['accepted', 'refused', 'delivered'] as const).map((kind) =>
        countSeries(traffic[kind], t(`esme.traffic.${kind}`)),
      )}
      skipAnimation
    />
  );
}

/** Messages a second to and from the account over the last two minutes, while it is shown. */
export function ClientTrafficPanel({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const traffic = useClientTraffic(clientId);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  if (traffic.isPending) return <Skeleton height={HEIGHT} />;
  if (traffic.isError) return <Alert severity="error">{errorMessage(traffic.error)}</Alert>;
  const rates = trafficRates(traffic.data);
  return (
    <Box data-testid="esme-traffic" sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{t('esme.traffic.title')}</Typography>
      {rates.idle ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {t('esme.traffic.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="esme-rates">
            {t('esme.traffic.rates', {
              accepted: number.format(rates.accepted),
              refused: number.format(rates.refused),
              delivered: number.format(rates.delivered),
              peakSubmits: number.format(rates.peakSubmits),
              peakDelivered: number.format(rates.peakDelivered),
            })}
          </Typography>
          <TrafficChart traffic={traffic.data} />
        </>
      )}
    </Box>
  );
}
