import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { LogSide, PduLog } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useThrottledEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { errorMessage } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { pduLogKeys } from '../api/keys';
import { useConnectionNames } from '../api/list-connections';
import { useLogBacklog } from '../api/log-backlog';
import { usePduLogs } from '../api/list-pdu-logs';
import { DownloadMenu } from '../components/download-menu';
import { LogBacklogNotice } from '../components/log-backlog-notice';
import { PduDetailDialog } from '../components/pdu-detail-dialog';
import { PduLogFiltersBar } from '../components/pdu-log-filters-bar';
import { PduLogsTable } from '../components/pdu-logs-table';
import {
  EMPTY_LOG_FILTERS,
  invalidLogFilters,
  toLogQuery,
  type PduLogFilters,
} from '../log-filters';

/**
 * The PDU log of one side: /smsc/logs (gateway sessions) or /esme/logs (account sessions).
 * New PDUs arrive over the event stream; the first page refreshes itself as they do.
 */
export function PduLogsPage({ side }: { side: LogSide }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<PduLogFilters>(EMPTY_LOG_FILTERS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [open, setOpen] = useState<PduLog | null>(null);
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

  useRefetchOnStreamOpen(pduLogKeys.lists(side));
  useThrottledEvent(side === 'smsc' ? 'log.smsc' : 'log.esme', () => {
    if (pagination.page === 0) {
      void queryClient.invalidateQueries({ queryKey: pduLogKeys.lists(side) });
    }
  });

  // Rows of the last good filters would pass for the answer to filters that are not valid.
  const shown = valid && !logs.isError ? logs.data : undefined;

  const onFilters = (next: PduLogFilters) => {
    setFilters(next);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const onOpen = useCallback((pdu: PduLog) => setOpen(pdu), []);

  return (
    <>
      <PageHeader
        title={t(`pduLogs.title.${side}`)}
        subtitle={t(`pduLogs.subtitle.${side}`)}
        actions={<DownloadMenu side={side} filters={applied} disabled={!valid} />}
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
          onPaginationModelChange={setPagination}
          onOpen={onOpen}
        />
      </Card>
      {open && <PduDetailDialog side={side} id={open.id} onClose={() => setOpen(null)} />}
    </>
  );
}
