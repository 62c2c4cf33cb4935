import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Webhook, WebhookDeliveryStatus } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { useRedeliver, useSendTest } from '../api/webhook-mutations';
import { DELIVERIES_PAGE_SIZE, useWebhookDeliveries } from '../api/webhook-queries';

const STATUS_COLOR: Record<WebhookDeliveryStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  delivered: 'success',
  retrying: 'warning',
  failed: 'error',
};

/** Excerpts longer than this are cut in the table; the whole one shows on hover. */
const EXCERPT_CHARS = 60;

/** One webhook's delivery log (newest first, paged on the server), with Send test and Redeliver. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page);
  const sendTest = useSendTest();
  const redeliver = useRedeliver();
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' }),
    [i18n.resolvedLanguage],
  );
  const format = (iso: string | null) => (iso ? time.format(new Date(iso)) : '—');
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
          {t('webhooks.log.title', { url: webhook.url })}
        </Typography>
        <Button
          size="small"
          startIcon={<SendOutlined />}
          disabled={sendTest.isPending}
          onClick={() =>
            void run(() => sendTest.mutateAsync(webhook.id), t('webhooks.log.testSent'))
          }
        >
          {t('webhooks.log.sendTest')}
        </Button>
        <Tooltip title={t('webhooks.log.refresh')}>
          <IconButton
            aria-label={t('webhooks.log.refresh')}
            onClick={() => void deliveries.refetch()}
          >
            <RefreshOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {deliveries.isError && <Alert severity="error">{deliveries.error.message}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={t('webhooks.log.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.log.columns.time')}</TableCell>
              <TableCell>{t('webhooks.log.columns.event')}</TableCell>
              <TableCell>{t('webhooks.log.columns.status')}</TableCell>
              <TableCell align="right">{t('webhooks.log.columns.http')}</TableCell>
              <TableCell align="right">{t('webhooks.log.columns.latency')}</TableCell>
              <TableCell>{t('webhooks.log.columns.response')}</TableCell>
              <TableCell align="right">{t('webhooks.log.columns.attempts')}</TableCell>
              <TableCell>{t('webhooks.log.columns.next')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.data?.results.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('webhooks.log.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {deliveries.data?.results.map((delivery) => {
              const excerpt = delivery.response_excerpt ?? '';
              return (
                <TableRow key={delivery.id} data-testid="webhook-delivery">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format(delivery.created_at)}</TableCell>
                  <TableCell>{delivery.event}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[delivery.status]}
                      label={t(`webhooks.log.statuses.${delivery.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right">{delivery.http_status ?? '—'}</TableCell>
                  <TableCell align="right">
                    {delivery.latency_ms === null
                      ? '—'
                      : t('webhooks.log.latency', { ms: delivery.latency_ms })}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 240 }}>
                    <Tooltip title={excerpt.length > EXCERPT_CHARS ? excerpt : ''}>
                      <Typography
                        variant="body2"
                        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                      >
                        {excerpt.length > EXCERPT_CHARS
                          ? `${excerpt.slice(0, EXCERPT_CHARS)}…`
                          : excerpt || '—'}
                      </Typography>
                    </Tooltip>
                  </TableCell>
                  <TableCell align="right">{delivery.attempts}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format(delivery.next_attempt_at)}
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title={t('webhooks.log.redeliver')}>
                      <IconButton
                        aria-label={`${t('webhooks.log.redeliver')}: ${delivery.event_id}`}
                        disabled={redeliver.isPending}
                        onClick={() =>
                          void run(
                            () => redeliver.mutateAsync(delivery.id),
                            t('webhooks.log.redelivered'),
                          )
                        }
                      >
                        <ReplayOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={deliveries.data?.count ?? 0}
        page={page - 1}
        onPageChange={(_, next) => setPage(next + 1)}
        rowsPerPage={DELIVERIES_PAGE_SIZE}
        rowsPerPageOptions={[DELIVERIES_PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => t('webhooks.log.rows', { from, to, count })}
      />
    </Box>
  );
}
