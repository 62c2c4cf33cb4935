import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useLoadTest } from '../api/get-load-test';
import { useStopLoadTest } from '../api/stop-load-test';

/** Stop while the test runs; once it is over, a new one. */
export function RunningTestActions({ id, onNew }: { id: string; onNew: () => void }) {
  const { t } = useTranslation();
  const progress = useLoadTest(id);
  const stop = useStopLoadTest(id);
  if (!progress.data) return null;
  if (progress.data.done) {
    return (
      <Button variant="contained" onClick={onNew} data-testid="load-test-new">
        {t('smsc.loadTest.new')}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      color="warning"
      disabled={stop.isPending}
      data-testid="load-test-stop"
      onClick={() =>
        stop.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) })
      }
    >
      {t('smsc.loadTest.stop')}
    </Button>
  );
}
