import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { LoadTestProgress } from '@routelab/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/text-link';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useLoadTest } from '../api/get-load-test';
import { LoadTestChart } from './load-test-chart';
import { LoadTestSummaryView } from './load-test-summary';

const stateOf = (data: LoadTestProgress) =>
  data.stopped ? 'stopped' : data.done ? 'done' : 'running';

const FIGURES = [
  'created',
  'submitted',
  'acknowledged',
  'failed',
  'delivered',
  'not_delivered',
] as const;

/** A started load test: how far it got, and its live chart. `onGone`: the server forgot it. */
export function LoadTestProgressView({ id, onGone }: { id: string; onGone: () => void }) {
  const { t, i18n } = useTranslation();
  const progress = useLoadTest(id);
  const gone = progress.error instanceof ApiError && progress.error.status === 404;
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  if (progress.isError) return <Alert severity="error">{errorMessage(progress.error)}</Alert>;
  if (!progress.data) return <LinearProgress aria-label={t('smsc.loading')} />;
  const data = progress.data;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const percent = (value: number) => (data.total === 0 ? 0 : (value / data.total) * 100);
  const answered = data.acknowledged + data.failed;
  return (
    <Box data-testid="load-test-progress" data-done={data.done}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2">
          {t('smsc.loadTest.answered', {
            answered: number.format(answered),
            total: number.format(data.total),
          })}
        </Typography>
        <Chip
          size="small"
          color={data.stopped ? 'warning' : data.done ? 'success' : 'info'}
          label={t(`smsc.loadTest.${stateOf(data)}`)}
        />
      </Box>
      <LinearProgress
        variant="buffer"
        value={percent(answered)}
        valueBuffer={percent(data.submitted)}
        aria-label={t('smsc.loadTest.progress')}
        sx={{ height: 8, borderRadius: 4, mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        {FIGURES.map((figure) => (
          <Box key={figure}>
            <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {number.format(data[figure])}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`smsc.loadTest.${figure}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <LoadTestChart progress={data} />
      {/* Once it ends, its summary from the stored parts (with the link to its messages). */}
      {data.done ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('loadTestSummary.heading')}
          </Typography>
          <LoadTestSummaryView id={data.id} live />
        </Box>
      ) : (
        // Sent SMS lists the test's messages apart from every other send, after the test too.
        <Box sx={{ mt: 2 }} data-testid="load-test-messages-link">
          <TextLink to={`/smsc/messages?load_test=${data.id}`}>
            {t('loadTestFilters.showMessages')}
          </TextLink>
        </Box>
      )}
    </Box>
  );
}
