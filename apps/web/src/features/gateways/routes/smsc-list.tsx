import AddOutlined from '@mui/icons-material/AddOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Gateway } from '@routelab/shared';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/page-header';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { errorMessage } from '../../../lib/form-errors';
import { useGateways } from '../../../lib/queries/gateways';
import { useUpdateGateway } from '../api/update-gateway';
import { useLiveConnections } from '../api/use-live-connections';
import { DeleteGatewayDialog } from '../components/delete-gateway-dialog';
import { GatewayDialog } from '../components/gateway-dialog';
import type { GatewayAction } from '../components/gateway-row-actions';
import { GatewaysTable } from '../components/gateways-table';
import { gatewayBodyOf } from '../gateway-form';

type Open = { action: GatewayAction | 'create'; gateway?: Gateway } | null;

/** A dialog that acts on one gateway. */
export type GatewayActionDialog = ComponentType<{ gateway: Gateway; onClose: () => void }>;

/** The dialogs of the row actions that belong to other features (the app passes them in). */
export interface GatewayActionDialogs {
  send: GatewayActionDialog;
  loadTest: GatewayActionDialog;
  webhooks: GatewayActionDialog;
}

/** '/': the user's SMSC connections, live, with sending and load tests per gateway. */
export function SmscListPage({ dialogs }: { dialogs: GatewayActionDialogs }) {
  const { send: SendSmsDialog, loadTest: LoadTestDialog, webhooks: WebhooksDialog } = dialogs;
  const { t } = useTranslation();
  const gateways = useGateways();
  useLiveConnections();
  const update = useUpdateGateway();
  const [open, setOpen] = useState<Open>(null);
  const [toggling, setToggling] = useState<number>();
  const close = () => setOpen(null);

  const toggle = (gateway: Gateway, enabled: boolean) => {
    setToggling(gateway.id);
    update.mutate(gatewayBodyOf(gateway, { enabled }), {
      onSuccess: () =>
        notify.success(
          t(enabled ? 'smsc.list.enabled' : 'smsc.list.disabled', { name: gateway.name }),
        ),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setToggling(undefined),
    });
  };
  const create = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={() => setOpen({ action: 'create' })}
      data-testid="gateway-create"
    >
      {t('smsc.list.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('smsc.list.title')}
        subtitle={t('smsc.list.subtitle')}
        actions={create}
      />
      <Card>
        {gateways.isPending && <LinearProgress aria-label={t('smsc.loading')} />}
        {gateways.isError && (
          <LoadErrorAlert
            error={gateways.error}
            onRetry={() => void gateways.refetch()}
            sx={{ m: 2 }}
          />
        )}
        {gateways.data && gateways.data.gateways.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 8, px: 3 }} data-testid="gateways-empty">
            <DnsOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
            <Typography variant="h6">{t('smsc.list.emptyTitle')}</Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 480, mx: 'auto' }}>
              {t('smsc.list.emptyText')}
            </Typography>
            {create}
          </Box>
        )}
        {gateways.data && gateways.data.gateways.length > 0 && (
          <GatewaysTable
            list={gateways.data}
            onAction={(action, gateway) => setOpen({ action, gateway })}
            onToggle={toggle}
            toggling={toggling}
          />
        )}
      </Card>
      {open?.action === 'create' && <GatewayDialog onClose={close} />}
      {open?.action === 'edit' && open.gateway && (
        <GatewayDialog gateway={open.gateway} onClose={close} />
      )}
      {open?.action === 'delete' && open.gateway && (
        <DeleteGatewayDialog gateway={open.gateway} onClose={close} />
      )}
      {open?.action === 'send' && open.gateway && (
        <SendSmsDialog gateway={open.gateway} onClose={close} />
      )}
      {open?.action === 'load-test' && open.gateway && (
        <LoadTestDialog gateway={open.gateway} onClose={close} />
      )}
      {open?.action === 'webhooks' && open.gateway && (
        <WebhooksDialog gateway={open.gateway} onClose={close} />
      )}
    </>
  );
}
