import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { LogSide, PduLog } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useThrottledEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { errorMessage } from '../../../lib/form-errors';
import { idParam, paginationParam, searchFields } from '../../../lib/search-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchState } from '../../../lib/use-search-state';
import { useUnknownIdFallback } from '../../../lib/use-unknown-id-fallback';
import { DroppedFilterNotice } from '../../../components/dropped-filter-notice';
import { countActiveFilters } from '../../../components/empty-rows';
import { pduLogKeys } from '../api/keys';
import { useConnectionNames } from '../api/list-connections';
import { useLogBacklog } from '../api/log-backlog';
import { usePduLogs } from '../api/list-pdu-logs';
import { DownloadMenu } from '../components/download-menu';
import { LiveTailControl } from '../components/live-tail-control';
import { LogBacklogNotice } from '../components/log-backlog-notice';
import { PduDetailDialog } from '../../../components/pdu/pdu-detail-dialog';
import { PduLogFiltersBar } from '../components/pdu-log-filters-bar';
import { PduLogsTable } from '../components/pdu-logs-table';
import {
  EMPTY_LOG_FILTERS,
  invalidLogFilters,
  logFilterParams,
  toLogQuery,
  type PduLogFilters,
} from '../log-filters';

const logsSearchOf = (side: LogSide) =>
  searchFields({
    filters: logFilterParams[side],
    pagination: paginationParam(),
    pdu: idParam('pdu'),
  });

/** The view a reload or a shared link keeps: filters, page and the PDU opened. */
const logsSearch = { smsc: logsSearchOf('smsc'), esme: logsSearchOf('esme') };

/**
 * The PDU log of one side: /smsc/logs (gateway sessions) or /esme/logs (account sessions).
 * New PDUs arrive over the event stream; the first page refreshes itself as they do (live tail)
 * until paused.
 */
export function PduLogsPage({ side }: { side: LogSide }) {
  // One instance per side: nothing of one side (filters still being debounced, the rows kept
  // while the next page loads) may show on the other if a router ever reuses the component.
  return <SideLogs key={side} side={side} />;
}

function SideLogs({ side }: { side: LogSide }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, setView] = useSearchState(logsSearch[side]);
  const { filters, pagination } = view;
  const applied = useDebouncedValue(filters, 300);
  const valid = invalidLogFilters(applied).length === 0;
  const query = useMemo(() => toLogQuery(side, applied), [side, applied]);
  const connections = useConnectionNames(side);
  const backlog = useLogBacklog();
  const logs = usePduLogs(
    side,
    { page: pagination.page + 1, page_size: pagination.pageSize, filters: query },
    valid,
  );

  const [live, setLive] = useState(true);
  const [waiting, setWaiting] = useState(false);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: pduLogKeys.lists(side) }),
    [queryClient, side],
  );
  useRefetchOnStreamOpen(pduLogKeys.lists(side));
  useThrottledEvent(side === 'smsc' ? 'log.smsc' : 'log.esme', () => {
    // Paused, the rows stay where the reader has them; Resume brings what came meanwhile.
    if (!live) setWaiting(true);
    else if (pagination.page === 0) refresh();
  });
  const toggleLive = () => {
    if (!live && waiting) refresh();
    setWaiting(false);
    setLive(!live);
  };

  // Rows of the last good filters would pass for the answer to filters that are not valid.
  const shown = valid && !logs.isError ? logs.data : undefined;

  const onFilters = (next: PduLogFilters) =>
    setView({ filters: next, pagination: { ...pagination, page: 0 } });
  const droppedConnection = useUnknownIdFallback(
    filters.connection,
    connections.isFetching ? undefined : connections.data,
    () => onFilters({ ...filters, connection: '' }),
  );
  // Opening pushes a history entry, so Back closes the dialog; the rest replaces the entry.
  const onOpen = useCallback((pdu: PduLog) => setView({ pdu: pdu.id }, { push: true }), [setView]);
  // From a request to its response (and back): another PDU in the same dialog, Back returns.
  const onOpenPdu = useCallback((id: number) => setView({ pdu: id }, { push: true }), [setView]);
  const onSession = (session: string) =>
    setView({
      filters: { ...filters, session },
      pagination: { ...pagination, page: 0 },
      pdu: null,
    });

  return (
    <>
      <PageHeader
        title={t(`pduLogs.title.${side}`)}
        subtitle={t(`pduLogs.subtitle.${side}`)}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <LiveTailControl live={live} waiting={waiting} onToggle={toggleLive} />
            <DownloadMenu side={side} filters={applied} disabled={!valid} />
          </Box>
        }
      />
      <Card>
        <CardContent>
          <PduLogFiltersBar
            side={side}
            filters={filters}
            connections={connections.data ?? []}
            onChange={onFilters}
          />
        </CardContent>
        <DroppedFilterNotice
          fallback={droppedConnection}
          text={(id) => t(`pduLogs.filters.droppedConnection.${side}`, { id })}
        />
        <LogBacklogNotice backlog={backlog.data} />
        {logs.isError && (
          <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
            {errorMessage(logs.error)}
          </Alert>
        )}
        <PduLogsTable
          side={side}
          connections={connections.data ?? []}
          rows={shown?.results ?? []}
          rowCount={shown?.count ?? 0}
          loading={logs.isFetching && !logs.isSuccess}
          paginationModel={pagination}
          onPaginationModelChange={(model) => setView({ pagination: model })}
          onOpen={onOpen}
          filters={{
            active: countActiveFilters(applied) > 0,
            onClear: () => onFilters(EMPTY_LOG_FILTERS),
          }}
        />
      </Card>
      {view.pdu !== null && (
        <PduDetailDialog
          side={side}
          id={view.pdu}
          onClose={() => setView({ pdu: null })}
          onOpenPdu={onOpenPdu}
          onSession={onSession}
          limitsOf={(id) => connections.data?.find((connection) => connection.id === id)}
        />
      )}
    </>
  );
}
