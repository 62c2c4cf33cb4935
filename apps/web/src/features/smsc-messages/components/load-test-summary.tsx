import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoadTestSummary } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/text-link';
import { errorMessage } from '../../../lib/form-errors';
import { loadTestExportUrl, useLoadTestSummary } from '../api/load-test-reports';
import { LoadTestFailures } from './load-test-failures';
import { LoadTestLatencyChart } from './load-test-latency-chart';

const OUTCOMES = ['delivered', 'not_delivered', 'failed', 'no_answer'] as const;

/** The figures of a summary as the cards show them, in the console's language. */
function useFigures(summary: LoadTestSummary) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const number = new Intl.NumberFormat(language);
  const seconds = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 2,
  });
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const none = t('loadTestSummary.none');
  return [
    {
      key: 'duration',
      value: summary.duration_ms === null ? none : seconds.format(summary.duration_ms / 1000),
    },
    {
      key: 'rate',
      value: summary.messages_per_second === null ? none : rate.format(summary.messages_per_second),
    },
    ...OUTCOMES.map((key) => ({ key, value: number.format(summary.outcomes[key]) })),
  ] as const;
}

function SummaryFigures({ summary }: { summary: LoadTestSummary }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        gap: 1.5,
        m: 0,
      }}
    >
      {useFigures(summary).map(({ key, value }) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`summary-${key}`}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`loadTestSummary.figures.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * A load test's summary from its stored parts: figures, latency percentiles, failures by
 * command_status, the CSV export and its messages in Sent SMS. `live`: receipts may still come.
 */
export function LoadTestSummaryView({ id, live = false }: { id: string; live?: boolean }) {
  const { t } = useTranslation();
  const summary = useLoadTestSummary(id, live);
  if (summary.isError) return <Alert severity="error">{errorMessage(summary.error)}</Alert>;
  if (!summary.data) return <LinearProgress aria-label={t('smsc.loading')} />;
  const data = summary.data;
  return (
    <Box
      component="section"
      aria-label={t('loadTestSummary.heading')}
      data-testid="load-test-summary"
      sx={{ display: 'grid', gap: 2 }}
    >
      <SummaryFigures summary={data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <LoadTestLatencyChart summary={data} />
        <LoadTestFailures failures={data.failures} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          href={loadTestExportUrl(id)}
          download
        >
          {t('loadTestSummary.export')}
        </Button>
        <TextLink to={`/smsc/messages?load_test=${id}`}>
          {t('loadTestFilters.showMessages')}
        </TextLink>
      </Box>
    </Box>
  );
}
