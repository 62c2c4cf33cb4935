import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Gateway, GatewayList } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { ConnectionBadge } from './connection-badge';
import { GatewayCounters } from './gateway-counters';
import { UnmatchedReceipts } from './unmatched-receipts';
import { GatewayRowActions, type GatewayAction } from './gateway-row-actions';
import { TextLink } from '../../../components/text-link';
import { usePhone } from '../../../lib/use-phone';

interface GatewaysTableProps {
  list: GatewayList;
  onAction: (action: GatewayAction, gateway: Gateway) => void;
  onToggle: (gateway: Gateway, enabled: boolean) => void;
  /** The gateway whose enable switch is being saved. */
  toggling: number | undefined;
}

/**
 * Every gateway of the user with its live state and counters. On a phone the table keeps the
 * name with its state, the enable switch and an actions menu, so nothing ends up off-screen.
 */
export function GatewaysTable({ list, onAction, onToggle, toggling }: GatewaysTableProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <TableContainer>
      <Table sx={{ minWidth: { sm: 640 } }} aria-label={t('smsc.list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('smsc.list.columns.gateway')}</TableCell>
            {!phone && <TableCell>{t('smsc.list.columns.state')}</TableCell>}
            {!phone && <TableCell>{t('smsc.list.columns.traffic')}</TableCell>}
            <TableCell>{t('smsc.list.columns.enabled')}</TableCell>
            <TableCell align="right">{t('smsc.list.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.gateways.map((gateway) => {
            const connection = list.connections[String(gateway.id)];
            return (
              <TableRow key={gateway.id} hover data-testid="gateway-row" data-name={gateway.name}>
                <TableCell sx={{ maxWidth: { xs: 140, sm: 200, lg: 300 } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    <TextLink to={`/smsc/gateway/${gateway.id}`}>{gateway.name}</TextLink>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                    {`${gateway.system_id}@${gateway.host}:${gateway.port}`}
                    {gateway.tls &&
                      ` · ${t(gateway.tls_verify ? 'smsc.list.tls' : 'smsc.list.tlsUnverified')}`}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {`${t(`smsc.bindTypes.${gateway.bind_type}`)} · SMPP ${
                      gateway.interface_version === 0x50 ? '5.0' : '3.4'
                    }`}
                    {gateway.default_charset !== 'gsm7' &&
                      ` · ${t('smsc.list.defaultCharset', {
                        charset: t(`smsc.defaultCharsets.${gateway.default_charset}`),
                      })}`}
                  </Typography>
                  {/* Phones have no state column: the state goes under the name. */}
                  {phone && (
                    <Box sx={{ mt: 1 }}>
                      <ConnectionBadge gateway={gateway} connection={connection} />
                      <UnmatchedReceipts gateway={gateway} />
                    </Box>
                  )}
                </TableCell>
                {!phone && (
                  <TableCell>
                    <ConnectionBadge gateway={gateway} connection={connection} />
                  </TableCell>
                )}
                {!phone && (
                  <TableCell>
                    <GatewayCounters connection={connection} labelled />
                    <UnmatchedReceipts gateway={gateway} />
                  </TableCell>
                )}
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Switch
                      checked={gateway.enabled}
                      disabled={toggling === gateway.id}
                      onChange={(_, checked) => onToggle(gateway, checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('smsc.list.enable', { name: gateway.name }),
                        },
                      }}
                      data-testid="gateway-enabled"
                    />
                  </Box>
                </TableCell>
                <TableCell align="right">
                  <GatewayRowActions gateway={gateway} onAction={onAction} compact={phone} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
