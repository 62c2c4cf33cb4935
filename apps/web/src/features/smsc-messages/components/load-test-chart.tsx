import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoadTestProgress } from '@routelab/shared';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { countAxis, countSeries } from '../../../lib/charts/count-series';

const HEIGHT = 220;

/** Per-second throughput (sent, acknowledged, delivered) and response latency of a load test. */
export function LoadTestChart({ progress }: { progress: LoadTestProgress }) {
  const { t } = useTranslation();
  const samples = progress.per_second;
  const seconds = samples.map((sample) => sample.t);
  const xAxis = [
    {
      data: seconds,
      label: t('smsc.loadTest.chart.seconds'),
      scaleType: 'linear' as const,
      // Whole seconds: a test of one sample showed its lone tick as 0.000000.
      tickMinStep: 1,
      valueFormatter: (value: number) => String(Math.round(value)),
      // One sample spans no seconds: a second either side gives its mark a place.
      ...(samples.length === 1 && { min: seconds[0]! - 1, max: seconds[0]! + 1 }),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box data-testid="load-test-throughput">
        <Typography variant="subtitle2">{t('smsc.loadTest.chart.throughput')}</Typography>
        <LineChart
          height={HEIGHT}
          xAxis={xAxis}
          yAxis={[countAxis(t('smsc.loadTest.chart.perSecond'))]}
          series={(['sent', 'acknowledged', 'delivered'] as const).map((kind) =>
            countSeries(
              samples.map((sample) => sample[kind]),
              t(`smsc.loadTest.${kind}`),
            ),
          )}
          skipAnimation
        />
      </Box>
      <Box data-testid="load-test-latency">
        <Typography variant="subtitle2">{t('smsc.loadTest.chart.latency')}</Typography>
        <LineChart
          height={HEIGHT}
          xAxis={xAxis}
          yAxis={[{ label: t('smsc.loadTest.chart.ms'), min: 0 }]}
          series={[
            {
              data: samples.map((s) => s.latency_p50_ms),
              label: 'p50',
              showMark: samples.length < 2,
              // A second's percentile holds for that second: no curve between seconds.
              curve: 'step',
              connectNulls: true,
            },
            {
              data: samples.map((s) => s.latency_p99_ms),
              label: 'p99',
              showMark: samples.length < 2,
              curve: 'step',
              connectNulls: true,
            },
          ]}
          skipAnimation
        />
      </Box>
    </Box>
  );
}
