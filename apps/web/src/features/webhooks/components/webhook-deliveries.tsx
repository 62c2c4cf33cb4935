import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { Webhook, WebhookDelivery } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useDeliveries } from '../api/list-deliveries';
import { useRedeliver } from '../api/redeliver';
import { useSendTest } from '../api/send-test';
import { useDeliveryEvents } from '../api/use-delivery-events';
import { DeliveryStatusChip } from './delivery-status-chip';
import { EventLabel } from './event-label';
import { ResponseExcerpt } from './response-excerpt';

/** On a phone: when, how it went, and Redeliver. */
const PHONE_FIELDS = ['created_at', 'status', 'actions'] as const;

/**
 * One webhook's deliveries, newest first and paged by the server, with Send test and Redeliver.
 * Each attempt that ends (live event) refreshes the log; while a delivery on the page is pending
 * or retrying the page is also asked for again.
 */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const deliveries = useDeliveries(webhook.id, pagination.page, pagination.pageSize);
  useDeliveryEvents(webhook.id);
  const sendTest = useSendTest();
  const redeliver = useRedeliver();

  const columns = useMemo<GridColDef<WebhookDelivery>[]>(() => {
    const timeFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const time = (value: string | null) => (value ? timeFormat.format(new Date(value)) : '');
    const column = (field: keyof WebhookDelivery, name: string) =>
      ({ field, headerName: t(`webhooks.log.columns.${name}`), sortable: false }) as const;
    return [
      { ...column('created_at', 'time'), width: 170, valueFormatter: time },
      {
        ...column('event', 'event'),
        width: 190,
        renderCell: ({ row }) => <EventLabel event={row.event} />,
      },
      {
        ...column('status', 'status'),
        width: 120,
        renderCell: ({ row }) => <DeliveryStatusChip status={row.status} />,
      },
      { ...column('http_status', 'httpStatus'), width: 70 },
      {
        ...column('latency_ms', 'latency'),
        width: 90,
        valueFormatter: (value: number | null) =>
          value === null ? '' : t('webhooks.log.latencyMs', { ms: value }),
      },
      {
        ...column('response_excerpt', 'response'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <ResponseExcerpt text={row.response_excerpt} />,
      },
      { ...column('attempts', 'attempts'), width: 100, align: 'right', headerAlign: 'right' },
      { ...column('next_attempt_at', 'nextAttempt'), width: 170, valueFormatter: time },
      {
        field: 'actions',
        headerName: t('webhooks.log.columns.actions'),
        sortable: false,
        width: 80,
        renderCell: ({ row }) => (
          <Tooltip title={t('webhooks.log.redeliver')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('webhooks.log.redeliver')}
                data-testid="delivery-redeliver"
                disabled={redeliver.isPending}
                onClick={() =>
                  redeliver.mutate(row.id, {
                    onSuccess: () => notify.success(t('webhooks.log.redelivered')),
                    onError: (error) => notify.error(errorMessage(error)),
                  })
                }
              >
                <ReplayOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ),
      },
    ];
  }, [t, i18n.resolvedLanguage, redeliver]);

  return (
    <Box data-testid="webhook-deliveries">
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<SendOutlined />}
          disabled={sendTest.isPending}
          onClick={() =>
            sendTest.mutate(webhook.id, {
              onSuccess: () => notify.success(t('webhooks.log.testSent')),
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          {t('webhooks.log.sendTest')}
        </Button>
        <Button
          startIcon={<RefreshOutlined />}
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          {t('webhooks.log.refresh')}
        </Button>
      </Box>
      {deliveries.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(deliveries.error)}
        </Alert>
      )}
      <DataTable<WebhookDelivery>
        emptyText={t('empty.webhookDeliveries')}
        rows={deliveries.data?.results ?? []}
        rowCount={deliveries.data?.count ?? 0}
        columns={columns}
        phoneFields={PHONE_FIELDS}
        loading={deliveries.isFetching}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
      />
    </Box>
  );
}
