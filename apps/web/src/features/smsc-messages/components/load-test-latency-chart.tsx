import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoadTestSummary } from '@routelab/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

const PERCENTILES = ['p50', 'p95', 'p99'] as const;

/** p50 / p95 / p99 of submit and receipt latency as bars, each labelled with its exact value. */
export function LoadTestLatencyChart({ summary }: { summary: LoadTestSummary }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const ms = (value: number | null) =>
    value === null ? t('loadTestSummary.none') : number.format(value);
  const series = (['submit', 'receipt'] as const).map((kind) => {
    const figures = kind === 'submit' ? summary.submit_latency_ms : summary.receipt_latency_ms;
    return {
      data: PERCENTILES.map((percentile) => figures[percentile]),
      label: t(`loadTestSummary.latency.${kind}`),
      valueFormatter: ms,
      // Each bar says its exact value, on a phone too (where a tooltip needs a tap).
      barLabel: (item: { value: number | null }) =>
        item.value === null ? null : number.format(item.value),
      barLabelPlacement: 'outside' as const,
    };
  });
  return (
    <Box data-testid="load-test-summary-latency">
      <Typography variant="subtitle2" component="h3">
        {t('loadTestSummary.latency.title')}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('loadTestSummary.latency.samples', {
          submit: number.format(summary.submit_latency_ms.samples),
          receipt: number.format(summary.receipt_latency_ms.samples),
        })}
      </Typography>
      <BarChart
        height={240}
        xAxis={[{ data: [...PERCENTILES], scaleType: 'band' }]}
        yAxis={[{ label: t('smsc.loadTest.chart.ms'), min: 0 }]}
        series={series}
        skipAnimation
      />
      {/* The same figures as text: exact, and read by screen readers. */}
      <Box component="dl" sx={visuallyHidden} data-testid="load-test-summary-latency-values">
        {series.map((line) =>
          PERCENTILES.map((percentile, index) => (
            <Box key={`${line.label}-${percentile}`}>
              <dt>{`${line.label} ${percentile}`}</dt>
              <dd>{ms(line.data[index] ?? null)}</dd>
            </Box>
          )),
        )}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
