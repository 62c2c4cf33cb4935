import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Message } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters } from '../../../components/empty-rows';
import { FilterPanel } from '../../../components/filter-panel';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { TextLink } from '../../../components/text-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { useThrottledEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { idParam, paginationParam, searchFields } from '../../../lib/search-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchState } from '../../../lib/use-search-state';
import { useUnknownIdFallback } from '../../../lib/use-unknown-id-fallback';
import { DroppedFilterNotice } from '../../../components/dropped-filter-notice';
import { useGateways } from '../../../lib/queries/gateways';
import { smscMessageKeys } from '../api/keys';
import { useMessages } from '../api/list-messages';
import { MessageDrawer } from '../components/message-drawer';
import { MessageFiltersBar } from '../components/message-filters-bar';
import { MessagesTable } from '../components/messages-table';
import {
  EMPTY_MESSAGE_FILTERS,
  messageFilterParams,
  messageSortParam,
  toMessageQuery,
  type MessageFilters,
} from '../message-filters';

/** The view a reload or a shared link keeps: filters, page, sort and the message opened. */
const sentSmsSearch = searchFields({
  filters: messageFilterParams,
  pagination: paginationParam(),
  sort: messageSortParam,
  message: idParam('message'),
});

/** /smsc/messages: messages sent through the user's gateways, live as their statuses change. */
export function SentSmsPage() {
  const { t } = useTranslation();
  // Costs are shown only with billing on (the server sends none otherwise).
  const billing = useAuth().user?.billing ?? false;
  const queryClient = useQueryClient();
  const [view, setView] = useSearchState(sentSmsSearch);
  const { filters, pagination, sort } = view;
  const applied = useDebouncedValue(filters, 300);
  const messages = useMessages(toMessageQuery(applied, pagination, sort));
  const gateways = useGateways();
  const gatewayNames = useMemo(
    () => new Map((gateways.data?.gateways ?? []).map((gateway) => [gateway.id, gateway.name])),
    [gateways.data],
  );

  useRefetchOnStreamOpen(smscMessageKeys.all);
  useThrottledEvent('message.smsc', () => {
    void queryClient.invalidateQueries({ queryKey: smscMessageKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: smscMessageKeys.details() });
  });

  const onFilters = (next: MessageFilters) =>
    setView({ filters: next, pagination: { ...pagination, page: 0 } });
  const droppedGateway = useUnknownIdFallback(
    filters.gateway,
    gateways.isFetching ? undefined : gateways.data?.gateways,
    () => onFilters({ ...filters, gateway: '' }),
  );
  // Opening pushes a history entry, so Back closes the drawer; the rest replaces the entry.
  const onOpen = useCallback(
    (message: Message) => setView({ message: message.id }, { push: true }),
    [setView],
  );

  return (
    <>
      <PageHeader
        title={t('smsc.messages.title')}
        subtitle={t('smsc.messages.subtitle')}
        actions={<TextLink to="/smsc/load-tests">{t('loadTestSummary.link')}</TextLink>}
      />
      <Card>
        <CardContent>
          <FilterPanel active={countActiveFilters(filters)}>
            <MessageFiltersBar
              filters={filters}
              gateways={gateways.data?.gateways ?? []}
              onChange={onFilters}
            />
          </FilterPanel>
        </CardContent>
        <DroppedFilterNotice
          fallback={droppedGateway}
          text={(id) => t('smsc.messages.droppedGatewayFilter', { id })}
        />
        {messages.isError && (
          <LoadErrorAlert
            error={messages.error}
            onRetry={() => void messages.refetch()}
            sx={{ mx: 3, mb: 2 }}
          />
        )}
        {/* Without data an empty table under the error would say there are no messages. */}
        {!(messages.isError && !messages.data) && (
          <MessagesTable
            rows={messages.data?.results ?? []}
            rowCount={messages.data?.count ?? 0}
            loading={messages.isFetching && !messages.isSuccess}
            gatewayNames={gatewayNames}
            paginationModel={pagination}
            onPaginationModelChange={(model) => setView({ pagination: model })}
            sortModel={sort}
            onSortModelChange={(model) => setView({ sort: model })}
            onOpen={onOpen}
            showCost={billing}
            filters={{
              active: countActiveFilters(applied) > 0,
              onClear: () => onFilters(EMPTY_MESSAGE_FILTERS),
            }}
          />
        )}
      </Card>
      {view.message !== null && (
        <MessageDrawer
          id={view.message}
          gatewayNames={gatewayNames}
          onClose={() => setView({ message: null })}
        />
      )}
    </>
  );
}
