import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { Message } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useThrottledEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { errorMessage } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGateways } from '../../gateways/api/list-gateways';
import { smscMessageKeys } from '../api/keys';
import { useMessages } from '../api/list-messages';
import { MessageDrawer } from '../components/message-drawer';
import { MessageFiltersBar } from '../components/message-filters-bar';
import { MessagesTable } from '../components/messages-table';
import { EMPTY_MESSAGE_FILTERS, toMessageQuery, type MessageFilters } from '../message-filters';

/** /smsc/messages: messages sent through the user's gateways, live as their statuses change. */
export function SentSmsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<MessageFilters>(EMPTY_MESSAGE_FILTERS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'created_at', sort: 'desc' }]);
  const [open, setOpen] = useState<number | null>(null);
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

  const onFilters = (next: MessageFilters) => {
    setFilters(next);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const onOpen = useCallback((message: Message) => setOpen(message.id), []);
  const openGateway = messages.data?.results.find((message) => message.id === open)?.gateway_id;

  return (
    <>
      <PageHeader title={t('smsc.messages.title')} subtitle={t('smsc.messages.subtitle')} />
      <Card>
        <CardContent>
          <MessageFiltersBar
            filters={filters}
            gateways={gateways.data?.gateways ?? []}
            onChange={onFilters}
          />
        </CardContent>
        {messages.isError && (
          <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
            {errorMessage(messages.error)}
          </Alert>
        )}
        <MessagesTable
          rows={messages.data?.results ?? []}
          rowCount={messages.data?.count ?? 0}
          loading={messages.isFetching && !messages.isSuccess}
          gatewayNames={gatewayNames}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          sortModel={sort}
          onSortModelChange={setSort}
          onOpen={onOpen}
        />
      </Card>
      {open !== null && (
        <MessageDrawer
          id={open}
          gatewayName={openGateway ? gatewayNames.get(openGateway) : undefined}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
