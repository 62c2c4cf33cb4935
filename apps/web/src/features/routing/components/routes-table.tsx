import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Route } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';
import { RowActions } from '../../../components/row-actions';
import { actionSummary, matchSummary, type Names } from '../lib/route-summary';
import { moved } from './ordered-gateways-field';

interface RoutesTableProps {
  /** One kind's routes, in priority order. */
  routes: Route[];
  accounts: Names;
  gateways: Names;
  /** The new order of the routes' ids (drag or move buttons). */
  onReorder: (ids: number[]) => void;
  onToggle: (route: Route, enabled: boolean) => void;
  onEdit: (route: Route) => void;
  onDelete: (route: Route) => void;
  /** A call on this list is running: the order does not change meanwhile. */
  busy: boolean;
  toggling: number | undefined;
}

/**
 * One kind's routes in the order they are tried (first match wins). Rows are dragged by their
 * handle; the up and down buttons do the same from the keyboard.
 */
export function RoutesTable({
  routes,
  accounts,
  gateways,
  onReorder,
  onToggle,
  onEdit,
  onDelete,
  busy,
  toggling,
}: RoutesTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const ids = routes.map((route) => route.id);
  const move = (index: number, by: number) => onReorder(moved(ids, index, by));
  const drop = (target: number) => {
    const from = dragged === undefined ? -1 : ids.indexOf(dragged);
    setDragged(undefined);
    setOver(undefined);
    if (from < 0 || from === target || busy) return;
    onReorder(moved(ids, from, target - from));
  };

  return (
    <TableContainer>
      <Table aria-label={t(`routing.lists.${routes[0]?.kind ?? 'mt'}`)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{t('routing.columns.order')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('routing.columns.priority')}</TableCell>
            <TableCell>{t('routing.columns.route')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('routing.columns.counters')}</TableCell>
            <TableCell>{t('routing.columns.enabled')}</TableCell>
            <TableCell align="right">{t('routing.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {routes.map((route, index) => (
            <TableRow
              key={route.id}
              hover
              data-testid={`route-${route.id}`}
              onDragOver={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              sx={{
                opacity: dragged === route.id ? 0.5 : 1,
                ...(over === index && dragged !== route.id
                  ? { boxShadow: (theme) => `inset 0 2px 0 ${theme.palette.primary.main}` }
                  : {}),
              }}
            >
              <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Box
                    component="span"
                    draggable={!busy}
                    onDragStart={(event: React.DragEvent) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(route.id));
                      setDragged(route.id);
                    }}
                    onDragEnd={() => {
                      setDragged(undefined);
                      setOver(undefined);
                    }}
                    title={t('routing.drag')}
                    sx={{
                      display: { xs: 'none', sm: 'flex' },
                      cursor: 'grab',
                      color: 'text.secondary',
                    }}
                    aria-hidden
                  >
                    <DragIndicatorOutlined fontSize="small" />
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={t('routing.moveUp', { name: route.name })}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('routing.moveDown', { name: route.name })}
                    disabled={busy || index === routes.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardOutlined fontSize="small" />
                  </IconButton>
                </Box>
              </TableCell>
              <TableCell sx={{ ...NOT_ON_PHONE, fontVariantNumeric: 'tabular-nums' }}>
                {route.priority}
              </TableCell>
              <TableCell sx={{ maxWidth: 480, overflowWrap: 'anywhere' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {route.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {matchSummary(t, language, route, accounts, gateways)}
                </Typography>
                <Typography variant="body2" data-testid="route-action">
                  {actionSummary(t, route, accounts, gateways)}
                </Typography>
                {/* A phone has no counters column: they go under the route. */}
                <Typography
                  variant="body2"
                  sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                >
                  {t('routing.counters.routed', { value: route.counters.routed })}
                  {route.kind === 'mt' &&
                    ` · ${t('routing.counters.failedOver', { value: route.counters.failed_over })}`}
                </Typography>
              </TableCell>
              <TableCell
                sx={{ ...NOT_ON_PHONE, whiteSpace: 'nowrap' }}
                data-testid="route-counters"
              >
                <Typography variant="body2">
                  {t('routing.counters.routed', { value: route.counters.routed })}
                </Typography>
                {route.kind === 'mt' && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('routing.counters.failedOver', { value: route.counters.failed_over })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Switch
                  checked={route.enabled}
                  disabled={toggling === route.id}
                  onChange={(_, checked) => onToggle(route, checked)}
                  slotProps={{
                    input: { 'aria-label': t('routing.enabledLabel', { name: route.name }) },
                  }}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  menuLabel={`${t('routing.columns.actions')}: ${route.name}`}
                  actions={[
                    {
                      label: t('routing.edit'),
                      icon: <EditOutlined fontSize="small" />,
                      onClick: () => onEdit(route),
                    },
                    {
                      label: t('routing.delete'),
                      icon: <DeleteOutline fontSize="small" />,
                      onClick: () => onDelete(route),
                    },
                  ]}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
