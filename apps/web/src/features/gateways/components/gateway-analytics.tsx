import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type GatewayAnalytics } from '@routelab/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { ANALYTICS_NS } from '../analytics-texts';
import { useGatewayAnalytics } from '../api/get-gateway-analytics';
import { LatencyChart, MIX_OUTCOMES, StatusMixChart } from './analytics-charts';

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
      {children}
    </Box>
  );
}

function Empty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', py: 3 }} data-testid={testId}>
      {children}
    </Typography>
  );
}

/** "3.2 % of receipts matched no sent message (12 of 375)", or that there were none. */
function UnmatchedShare({ analytics }: { analytics: GatewayAnalytics }) {
  const { t, i18n } = useTranslation(ANALYTICS_NS);
  const { matched, unmatched, unmatched_share: share } = analytics.receipts;
  const language = i18n.resolvedLanguage;
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Typography variant="body1" data-testid="analytics-unmatched">
      {share === null
        ? t('noReceipts')
        : t('unmatched', {
            share: percent.format(share),
            unmatched: number.format(unmatched),
            total: number.format(matched + unmatched),
          })}
    </Typography>
  );
}

function AnalyticsBody({ analytics }: { analytics: GatewayAnalytics }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const sent = analytics.buckets.some((bucket) =>
    MIX_OUTCOMES.some((outcome) => bucket[outcome] > 0),
  );
  const receipted = analytics.latency.some((bin) => bin.count > 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <UnmatchedShare analytics={analytics} />
      <Section title={t('statusMix')} hint={t('statusMixHint')}>
        <Box data-testid="analytics-status-mix">
          {sent ? (
            <StatusMixChart analytics={analytics} />
          ) : (
            <Empty testId="analytics-status-empty">{t('noneSent')}</Empty>
          )}
        </Box>
      </Section>
      <Section title={t('latency')} hint={t('latencyHint')}>
        <Box data-testid="analytics-latency">
          {receipted ? (
            <LatencyChart analytics={analytics} />
          ) : (
            <Empty testId="analytics-latency-empty">{t('noLatency')}</Empty>
          )}
        </Box>
      </Section>
    </Box>
  );
}

/**
 * A gateway's delivery analytics over a chosen period: the status mix of its receipts per time
 * bucket, their latency histogram and the share of receipts that matched no sent message.
 */
export function GatewayAnalyticsCard({ gatewayId }: { gatewayId: number }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const [period, setPeriod] = useState<AnalyticsPeriod>('24h');
  const analytics = useGatewayAnalytics(gatewayId, period);
  return (
    <Card data-testid="gateway-analytics">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <Typography variant="h6" component="h2">
            {t('title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={period}
            aria-label={t('period')}
            data-testid="analytics-period"
            onChange={(_, next: AnalyticsPeriod | null) => {
              if (next !== null) setPeriod(next);
            }}
          >
            {ANALYTICS_PERIODS.map((option) => (
              <ToggleButton key={option} value={option}>
                {t(`periods.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {(analytics.isPending || analytics.isPlaceholderData) && (
          <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} />
        )}
        {analytics.isError && (
          <LoadErrorAlert error={analytics.error} onRetry={() => void analytics.refetch()} />
        )}
        {analytics.data && <AnalyticsBody analytics={analytics.data} />}
      </CardContent>
    </Card>
  );
}
