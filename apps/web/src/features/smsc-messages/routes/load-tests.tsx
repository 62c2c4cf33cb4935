import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LoadTestHeadline } from '@routelab/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { TextLink } from '../../../components/text-link';
import { useGateways } from '../../../lib/queries/gateways';
import { param, paginationParam, searchFields } from '../../../lib/search-params';
import { usePhone } from '../../../lib/use-phone';
import { useSearchState } from '../../../lib/use-search-state';
import { useLoadTests } from '../api/load-test-reports';
import { LoadTestSummaryView } from '../components/load-test-summary';
import { LoadTestsTable } from '../components/load-tests-table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The page and the test opened: a reload or a shared link shows the same summary. */
const loadTestsSearch = searchFields({
  pagination: paginationParam(),
  test: param<string | null>('test', {
    fallback: null,
    parse: (raw) => (UUID.test(raw) ? raw : undefined),
    format: (value) => value ?? '',
  }),
});

/** /smsc/load-tests: the user's past load tests, each opening its summary. */
export function LoadTestsPage() {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const [view, setView] = useSearchState(loadTestsSearch);
  const { pagination } = view;
  const tests = useLoadTests(pagination.page, pagination.pageSize);
  const gateways = useGateways();
  const gatewayNames = useMemo(
    () => new Map((gateways.data?.gateways ?? []).map((gateway) => [gateway.id, gateway.name])),
    [gateways.data],
  );
  const onOpen = useCallback(
    (test: LoadTestHeadline) => setView({ test: test.id }, { push: true }),
    [setView],
  );
  const opened = tests.data?.results.find((test) => test.id === view.test);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const close = () => setView({ test: null });

  return (
    <>
      <PageHeader
        title={t('loadTestSummary.title')}
        subtitle={t('loadTestSummary.subtitle')}
        actions={<TextLink to="/smsc/messages">{t('nav.sentSms')}</TextLink>}
      />
      <Card>
        {tests.isError && (
          <LoadErrorAlert error={tests.error} onRetry={() => void tests.refetch()} sx={{ m: 2 }} />
        )}
        {!(tests.isError && !tests.data) && (
          <LoadTestsTable
            rows={tests.data?.results ?? []}
            rowCount={tests.data?.count ?? 0}
            loading={tests.isFetching && !tests.isSuccess}
            gatewayNames={gatewayNames}
            paginationModel={pagination}
            onPaginationModelChange={(model) => setView({ pagination: model })}
            onOpen={onOpen}
          />
        )}
      </Card>
      {view.test !== null && (
        <Dialog open onClose={close} fullWidth maxWidth="lg" fullScreen={phone}>
          <DialogTitle>
            {opened
              ? t('loadTestSummary.dialogTitle', {
                  started: time.format(new Date(opened.started_at)),
                })
              : t('loadTestSummary.heading')}
          </DialogTitle>
          <DialogContent>
            <LoadTestSummaryView id={view.test} live={opened ? !opened.done : false} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('loadTestSummary.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
