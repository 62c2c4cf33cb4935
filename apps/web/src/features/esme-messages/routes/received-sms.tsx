import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Message } from '@routelab/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countActiveFilters,
  EmptyMessage,
  type ListFilterState,
} from '../../../components/empty-rows';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useAuth } from '../../../lib/auth/use-auth';
import { useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { idParam, paginationParam, searchFields } from '../../../lib/search-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchState } from '../../../lib/use-search-state';
import { useUnknownIdFallback } from '../../../lib/use-unknown-id-fallback';
import { DroppedFilterNotice } from '../../../components/dropped-filter-notice';
import { esmeMessageKeys } from '../api/keys';
import { useAccounts } from '../api/list-accounts';
import { useEsmeMessages } from '../api/list-messages';
import { MessageDrawer } from '../components/message-drawer';
import { MessageFiltersBar } from '../components/message-filters-bar';
import { MessagesGrid } from '../components/messages-grid';
import { MoDialog } from '../components/mo-dialog';
import { ReportDialog } from '../components/report-dialog';
import {
  EMPTY_MESSAGE_FILTERS,
  filterQuery,
  hasFilters,
  messageFilterParams,
  messageSortParam,
  orderingOf,
  type MessageFilters,
} from '../lib/message-filters';

/** Without live events the list still catches up this often. */
const FALLBACK_POLL_MS = 10_000;

/** The view a reload or a shared link keeps: filters, page, sort and the message opened. */
const receivedSmsSearch = searchFields({
  filters: messageFilterParams,
  pagination: paginationParam(),
  sort: messageSortParam,
  message: idParam('message'),
});

function EmptyMessages({ filters }: { filters: ListFilterState }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6 }}>
      <InboxOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
      <EmptyMessage text={t('esme.messages.empty')} filters={filters} />
    </Box>
  );
}

/** /esme/messages: what the user's ESMEs submitted, with receipts and MO sent from here. */
export function ReceivedSmsPage() {
  const { t } = useTranslation();
  // Costs are shown only with billing on (the server sends none otherwise).
  const billing = useAuth().user?.billing ?? false;
  const [view, setView] = useSearchState(receivedSmsSearch);
  const { filters, pagination, sort } = view;
  const [reporting, setReporting] = useState<Message | null>(null);
  const [sendingMo, setSendingMo] = useState(false);
  const applied = useDebouncedValue(filters, 300);
  const live = useRefetchOnStreamOpen(esmeMessageKeys.all);
  const accounts = useAccounts();
  const messages = useEsmeMessages(
    {
      page: pagination.page + 1,
      page_size: pagination.pageSize,
      ordering: orderingOf(sort),
      ...filterQuery(applied),
    },
    live ? false : FALLBACK_POLL_MS,
  );

  useInvalidateOnEvent('message.esme', esmeMessageKeys.all);

  const accountNames = useMemo(
    () => new Map((accounts.data ?? []).map((account) => [account.id, account.name])),
    [accounts.data],
  );
  const accountName = useCallback(
    (id: number | null) =>
      id === null ? '—' : (accountNames.get(id) ?? t('esme.messages.unknownAccount', { id })),
    [accountNames, t],
  );
  const onFilters = (next: MessageFilters) =>
    setView({ filters: next, pagination: { ...pagination, page: 0 } });
  const droppedAccount = useUnknownIdFallback(
    String(filters.client),
    accounts.isFetching ? undefined : accounts.data,
    () => onFilters({ ...filters, client: '' }),
  );
  // Opening pushes a history entry, so Back closes the drawer; the rest replaces the entry.
  const onOpen = useCallback(
    (message: Message) => setView({ message: message.id }, { push: true }),
    [setView],
  );
  const onReport = useCallback((message: Message) => setReporting(message), []);

  return (
    <>
      <PageHeader
        title={t('esme.messages.title')}
        subtitle={t('esme.messages.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            onClick={() => setSendingMo(true)}
          >
            {t('esme.messages.sendMo')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <FilterPanel active={countActiveFilters(filters)}>
            <MessageFiltersBar
              filters={filters}
              accounts={accounts.data ?? []}
              onChange={onFilters}
            />
          </FilterPanel>
        </CardContent>
        <DroppedFilterNotice
          fallback={droppedAccount}
          text={(id) => t('esme.messages.droppedAccountFilter', { id })}
        />
        {messages.isError && (
          <LoadErrorAlert
            error={messages.error}
            onRetry={() => void messages.refetch()}
            sx={{ mx: 3, mb: 2 }}
          />
        )}
        <MessagesGrid
          rows={messages.data?.results ?? []}
          rowCount={messages.data?.count ?? 0}
          loading={messages.isPending || (messages.isFetching && messages.isPlaceholderData)}
          accountNames={accountNames}
          paginationModel={pagination}
          onPaginationModelChange={(model) => setView({ pagination: model })}
          sortModel={sort}
          onSortModelChange={(model) =>
            setView({ sort: model, pagination: { ...pagination, page: 0 } })
          }
          onOpen={onOpen}
          showCost={billing}
          onReport={onReport}
          empty={
            <EmptyMessages
              filters={{
                active: hasFilters(applied),
                onClear: () => onFilters(EMPTY_MESSAGE_FILTERS),
              }}
            />
          }
        />
      </Card>
      {view.message !== null && (
        <MessageDrawer
          id={view.message}
          summary={messages.data?.results.find((message) => message.id === view.message)}
          accountName={accountName}
          onClose={() => setView({ message: null })}
          onReport={onReport}
        />
      )}
      {reporting && <ReportDialog message={reporting} onClose={() => setReporting(null)} />}
      {sendingMo && (
        <MoDialog
          accounts={accounts.data ?? []}
          clientId={applied.client === '' ? undefined : applied.client}
          onClose={() => setSendingMo(false)}
        />
      )}
    </>
  );
}
