import AddOutlined from '@mui/icons-material/AddOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Route, RouteKind } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/form-errors';
import { useGateways } from '../../../lib/queries/gateways';
import { useAccounts } from '../api/list-accounts';
import { useRoutes } from '../api/list-routes';
import { useOrderRoutes } from '../api/order-routes';
import { updateBodyOf, useUpdateRoute } from '../api/save-route';
import { DeleteRouteDialog } from '../components/delete-route-dialog';
import { ExplainPanel } from '../components/explain-panel';
import { RouteDialog } from '../components/route-dialog';
import { RoutesTable } from '../components/routes-table';

type Editing =
  | { kind: 'create'; routeKind: RouteKind }
  | { kind: 'edit'; route: Route }
  | { kind: 'delete'; route: Route };

function EmptyState({ kind, onCreate }: { kind: RouteKind; onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 3 }} data-testid={`routes-empty-${kind}`}>
      <AltRouteOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {t(`routing.empty.${kind}`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t(`routing.empty.${kind}Hint`)}
      </Typography>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
        {t('routing.create')}
      </Button>
    </Box>
  );
}

/** /routing/routes: the MT and MO routes in priority order, their live counters, and Explain. */
export function RoutesPage() {
  const { t } = useTranslation();
  const routes = useRoutes();
  const accounts = useAccounts();
  const gateways = useGateways();
  const update = useUpdateRoute();
  const order = useOrderRoutes();
  const [tab, setTab] = useState<RouteKind>('mt');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toggling, setToggling] = useState<number>();

  const accountOptions = useMemo(
    () => (accounts.data ?? []).map(({ id, name }) => ({ id, name })),
    [accounts.data],
  );
  const gatewayOptions = useMemo(
    () => (gateways.data?.gateways ?? []).map(({ id, name }) => ({ id, name })),
    [gateways.data],
  );
  const accountNames = useMemo(
    () => new Map(accountOptions.map(({ id, name }) => [id, name])),
    [accountOptions],
  );
  const gatewayNames = useMemo(
    () => new Map(gatewayOptions.map(({ id, name }) => [id, name])),
    [gatewayOptions],
  );

  const data = routes.data;
  const ofKind = (kind: RouteKind) =>
    (data?.routes ?? [])
      .filter((route) => route.kind === kind)
      .sort((a, b) => a.priority - b.priority || a.id - b.id);
  const shown = ofKind(tab);

  const onToggle = (route: Route, enabled: boolean) => {
    setToggling(route.id);
    update.mutate(updateBodyOf(route, { enabled }), {
      onSuccess: (saved) =>
        notify.success(
          t(saved.enabled ? 'routing.enabledSaved' : 'routing.disabledSaved', { name: saved.name }),
        ),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setToggling(undefined),
    });
  };

  const onReorder = (ids: number[]) =>
    order.mutate(
      { kind: tab, ids },
      {
        onSuccess: () => notify.success(t('routing.orderSaved')),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <>
      <PageHeader
        title={t('routing.title')}
        subtitle={t('routing.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            {data && (
              <Chip
                size="small"
                variant="outlined"
                color={data.no_route > 0 ? 'warning' : 'default'}
                label={t('routing.noRouteCount', { value: data.no_route })}
                title={t('routing.noRouteHint')}
                data-testid="routes-no-route"
              />
            )}
            <Button component={Link} to="/routing/prices" startIcon={<PriceChangeOutlined />}>
              {t('routing.priceLists')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ kind: 'create', routeKind: tab })}
            >
              {t('routing.create')}
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Card>
          <Tabs
            value={tab}
            onChange={(_, value: RouteKind) => setTab(value)}
            aria-label={t('routing.kindTabs')}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {(['mt', 'mo'] as const).map((kind) => (
              <Tab
                key={kind}
                value={kind}
                id={`routes-tab-${kind}`}
                aria-controls={`routes-panel-${kind}`}
                label={
                  data
                    ? t('routing.tabCount', {
                        kind: t(`routing.kinds.${kind}`),
                        value: ofKind(kind).length,
                      })
                    : t(`routing.kinds.${kind}`)
                }
              />
            ))}
          </Tabs>
          <div role="tabpanel" id={`routes-panel-${tab}`} aria-labelledby={`routes-tab-${tab}`}>
            {(order.isPending || (routes.isFetching && !data)) && (
              <LinearProgress sx={{ height: 2 }} aria-label={t('routing.loading')} />
            )}
            {routes.isError && (
              <LoadErrorAlert
                error={routes.error}
                onRetry={() => void routes.refetch()}
                sx={{ m: 2 }}
              />
            )}
            {routes.isPending && (
              <Box sx={{ p: 2 }} aria-busy>
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} height={48} />
                ))}
              </Box>
            )}
            {data && shown.length === 0 && (
              <EmptyState
                kind={tab}
                onCreate={() => setEditing({ kind: 'create', routeKind: tab })}
              />
            )}
            {data && shown.length > 0 && (
              <>
                <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pt: 1.5 }}>
                  {t(`routing.orderHint.${tab}`)}
                </Typography>
                <RoutesTable
                  routes={shown}
                  accounts={accountNames}
                  gateways={gatewayNames}
                  onReorder={onReorder}
                  onToggle={onToggle}
                  onEdit={(route) => setEditing({ kind: 'edit', route })}
                  onDelete={(route) => setEditing({ kind: 'delete', route })}
                  busy={order.isPending}
                  toggling={toggling}
                />
              </>
            )}
          </div>
        </Card>
        <ExplainPanel accounts={accountOptions} />
      </Box>
      {editing?.kind === 'create' && (
        <RouteDialog
          kind={editing.routeKind}
          accounts={accountOptions}
          gateways={gatewayOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <RouteDialog
          route={editing.route}
          accounts={accountOptions}
          gateways={gatewayOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteRouteDialog route={editing.route} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
