import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { countActiveFilters } from '../../../components/empty-rows';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { useTopUp } from '../../../components/top-up/top-up-context';
import { useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { errorMessage } from '../../../lib/form-errors';
import { useSearchState } from '../../../lib/use-search-state';
import { billingKeys, paymentKeys } from '../api/keys';
import { useLedger } from '../api/list-ledger';
import { usePayments } from '../api/list-payments';
import { LedgerTable } from '../components/ledger-table';
import { LedgerToolbar } from '../components/ledger-toolbar';
import { PaymentFiltersBar } from '../components/payment-filters-bar';
import { PaymentReturnCard } from '../components/payment-return-card';
import { PaymentsTable } from '../components/payments-table';
import { PricesCard } from '../components/prices-card';
import {
  EMPTY_PAYMENT_FILTERS,
  paymentsSearch,
  toLedgerQuery,
  toPaymentQuery,
  type PaymentFilters,
  type PaymentsView,
} from '../payments-search';

/** /payments: the user's payments, the balance history (the ledger) and their prices. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const topUp = useTopUp();
  const [view, setView] = useSearchState(paymentsSearch);
  const firstPage = { ...view.pagination, page: 0 };

  return (
    <>
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddCardOutlined />}
            onClick={() => topUp.open()}
            data-testid="payments-top-up"
          >
            {t('payments.topUp')}
          </Button>
        }
      />
      {view.payment !== null && (
        <PaymentReturnCard id={view.payment} onClose={() => setView({ payment: null })} />
      )}
      <Stack spacing={3}>
        <PricesCard />
        <Card>
          <Tabs
            value={view.tab}
            onChange={(_, tab: PaymentsView['tab']) => setView({ tab, pagination: firstPage })}
            sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="payments" label={t('payments.tabs.payments')} />
            <Tab value="history" label={t('payments.tabs.history')} data-testid="tab-history" />
          </Tabs>
          {view.tab === 'payments' ? (
            <PaymentsTab view={view} setView={setView} />
          ) : (
            <HistoryTab view={view} setView={setView} />
          )}
        </Card>
      </Stack>
    </>
  );
}

interface TabProps {
  view: PaymentsView;
  setView: (patch: Partial<PaymentsView>) => void;
}

function PaymentsTab({ view, setView }: TabProps) {
  const payments = usePayments(toPaymentQuery(view.filters, view.pagination));
  useRefetchOnStreamOpen(paymentKeys.lists());
  useInvalidateOnEvent('payment.changed', paymentKeys.lists());
  const onFilters = (filters: PaymentFilters) =>
    setView({ filters, pagination: { ...view.pagination, page: 0 } });
  return (
    <>
      <CardContent>
        <FilterPanel active={countActiveFilters(view.filters)}>
          <PaymentFiltersBar filters={view.filters} onChange={onFilters} />
        </FilterPanel>
      </CardContent>
      {payments.isError && (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
          {errorMessage(payments.error)}
        </Alert>
      )}
      <PaymentsTable
        rows={payments.data?.results ?? []}
        rowCount={payments.data?.count ?? 0}
        loading={payments.isFetching && !payments.isSuccess}
        paginationModel={view.pagination}
        onPaginationModelChange={(pagination) => setView({ pagination })}
        filters={{
          active: countActiveFilters(view.filters) > 0,
          onClear: () => onFilters(EMPTY_PAYMENT_FILTERS),
        }}
      />
    </>
  );
}

function HistoryTab({ view, setView }: TabProps) {
  const ledger = useLedger(toLedgerQuery(view.kind, view.pagination));
  useRefetchOnStreamOpen(billingKeys.ledger());
  // Every ledger row announces the balance it leaves.
  useInvalidateOnEvent('balance.changed', billingKeys.ledger());
  const onKind = (kind: PaymentsView['kind']) =>
    setView({ kind, pagination: { ...view.pagination, page: 0 } });
  return (
    <>
      <CardContent>
        <LedgerToolbar kind={view.kind} onKind={onKind} />
      </CardContent>
      {ledger.isError && (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
          {errorMessage(ledger.error)}
        </Alert>
      )}
      <LedgerTable
        rows={ledger.data?.results ?? []}
        rowCount={ledger.data?.count ?? 0}
        loading={ledger.isFetching && !ledger.isSuccess}
        paginationModel={view.pagination}
        onPaginationModelChange={(pagination) => setView({ pagination })}
        filters={{ active: view.kind !== '', onClear: () => onKind('') }}
      />
    </>
  );
}
