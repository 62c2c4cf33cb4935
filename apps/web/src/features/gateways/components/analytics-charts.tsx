import { BarChart } from '@mui/x-charts/BarChart';
import type { AnalyticsPeriod, GatewayAnalytics } from '@routelab/shared';
import { RECEIPT_OUTCOMES } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { countAxis } from '../../../lib/charts/count-series';
import { ANALYTICS_NS } from '../analytics-texts';

const HEIGHT = 260;

/** The status mix's stacks, bottom up, each in its own colour (the legend names them). */
export const MIX_OUTCOMES = [...RECEIPT_OUTCOMES, 'awaiting'] as const;
const COLOURS: Record<(typeof MIX_OUTCOMES)[number], string> = {
  delivered: '#2e7d32',
  undeliverable: '#c62828',
  expired: '#ef6c00',
  rejected: '#8e24aa',
  deleted: '#6d4c41',
  unknown: '#757575',
  awaiting: '#1e88e5',
};

/** Exact counts in the tooltip (bars are whole numbers; no rounding or unit). */
const exact = (value: number | null) => (value === null ? '' : String(value));

/** Sent parts per bucket, stacked by the final status of their receipt. */
export function StatusMixChart({ analytics }: { analytics: GatewayAnalytics }) {
  const { t, i18n } = useTranslation(ANALYTICS_NS);
  const period: AnalyticsPeriod = analytics.period;
  const short = new Intl.DateTimeFormat(
    i18n.resolvedLanguage,
    period === '7d'
      ? { weekday: 'short', hour: '2-digit', minute: '2-digit' }
      : { hour: '2-digit', minute: '2-digit' },
  );
  const full = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <BarChart
      height={HEIGHT}
      aria-label={t(`statusChart.${period}`)}
      xAxis={[
        {
          scaleType: 'band',
          data: analytics.buckets.map((bucket) => bucket.start),
          valueFormatter: (start: string, context) =>
            (context.location === 'tick' ? short : full).format(new Date(start)),
        },
      ]}
      yAxis={[countAxis(t('parts'))]}
      series={MIX_OUTCOMES.map((outcome) => ({
        id: outcome,
        data: analytics.buckets.map((bucket) => bucket[outcome]),
        label: t(`outcomes.${outcome}`),
        stack: 'parts',
        color: COLOURS[outcome],
        valueFormatter: exact,
      }))}
      skipAnimation
    />
  );
}

/** Final receipts per latency bin. */
export function LatencyChart({ analytics }: { analytics: GatewayAnalytics }) {
  const { t } = useTranslation(ANALYTICS_NS);
  return (
    <BarChart
      height={HEIGHT}
      aria-label={t('latencyChart')}
      xAxis={[
        {
          scaleType: 'band',
          // No axis label: the section's hint says what the bins measure, and a phone cuts it.
          data: analytics.latency.map((_, index) => t(`bins.${index}`)),
        },
      ]}
      yAxis={[countAxis(t('receipts'))]}
      series={[
        {
          id: 'latency',
          data: analytics.latency.map((bin) => bin.count),
          label: t('receipts'),
          valueFormatter: exact,
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
