import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Client, ClientSession } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';
import { RowActions } from '../../../components/row-actions';
import { ClientLock } from './client-lock';
import { ClientSessions } from './client-sessions';
import { RefusedForBalance } from './refused-for-balance';
import { ClientTrafficPanel } from './client-traffic';
import { InjectedMosPanel } from './injected-mos';
import { useCopyConnectionDetails } from './use-copy-connection-details';

/** Columns that give way below the lg breakpoint (the 800 px layout). */
const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;

interface ClientsTableProps {
  clients: Client[];
  connections: Record<string, ClientSession[]>;
  port: number;
  passwords: ReadonlyMap<number, string>;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onWebhooks: (client: Client) => void;
  onToggle: (client: Client, enabled: boolean) => void;
  toggling: number | undefined;
}

function ClientRow({
  client,
  sessions,
  port,
  password,
  onEdit,
  onDelete,
  onWebhooks,
  onToggle,
  toggling,
}: Omit<ClientsTableProps, 'clients' | 'connections' | 'passwords'> & {
  client: Client;
  sessions: ClientSession[];
  password: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const copy = useCopyConnectionDetails();
  const policy = client.dlr_policy;
  return (
    <>
      <TableRow
        hover
        data-testid={`esme-client-${client.system_id}`}
        sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'esme.list.hideSessions' : 'esme.list.showSessions')}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ maxWidth: 220 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
            {client.name}
          </Typography>
          {client.routing === 'on' && (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={t('esme.list.routed')}
              title={t('esme.list.routedHint')}
              data-testid="esme-routed"
              sx={{ mt: 0.5 }}
            />
          )}
        </TableCell>
        <TableCell sx={{ ...NOT_ON_PHONE, fontFamily: 'monospace' }}>{client.system_id}</TableCell>
        <TableCell>
          <Chip
            size="small"
            data-testid="esme-session-count"
            color={sessions.length > 0 ? 'success' : 'default'}
            variant={sessions.length > 0 ? 'filled' : 'outlined'}
            label={
              sessions.length > 0
                ? t('esme.list.sessionCount', { count: sessions.length })
                : t('esme.list.notBound')
            }
            onClick={() => setOpen((shown) => !shown)}
          />
          <ClientLock client={client} />
          <RefusedForBalance client={client} />
        </TableCell>
        <TableCell sx={wide}>
          <Typography variant="body2">
            {t('esme.list.maxBinds', { count: client.max_binds })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {client.throughput_limit > 0
              ? t('esme.list.throughput', { count: client.throughput_limit })
              : t('esme.list.unlimited')}
          </Typography>
        </TableCell>
        <TableCell sx={wide}>
          {policy.mode === 'off'
            ? t('esme.list.receiptsOff')
            : t('esme.list.receiptsAuto', { min: policy.delay_min_ms, max: policy.delay_max_ms })}
        </TableCell>
        <TableCell>
          <Switch
            checked={client.enabled}
            disabled={toggling === client.id}
            onChange={(_, checked) => onToggle(client, checked)}
            slotProps={{
              input: { 'aria-label': t(client.enabled ? 'esme.list.disable' : 'esme.list.enable') },
            }}
          />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <RowActions
            menuLabel={`${t('esme.list.columns.actions')}: ${client.name}`}
            actions={[
              {
                label: t('esme.list.copy'),
                icon: <ContentCopyOutlined fontSize="small" />,
                onClick: () => void copy({ port, systemId: client.system_id, password }),
              },
              {
                label: t('esme.list.webhooks'),
                icon: <WebhookOutlined fontSize="small" />,
                onClick: () => onWebhooks(client),
              },
              {
                label: t('esme.list.edit'),
                icon: <EditOutlined fontSize="small" />,
                onClick: () => onEdit(client),
              },
              {
                label: t('esme.list.delete'),
                icon: <DeleteOutline fontSize="small" />,
                onClick: () => onDelete(client),
              },
            ]}
          />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={8} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ pl: { xs: 0, sm: 6 }, pb: 2 }}>
              <ClientSessions sessions={sessions} />
              <ClientTrafficPanel clientId={client.id} />
              <InjectedMosPanel clientId={client.id} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** Accounts with their bound sessions; a row expands to list the sessions. */
export function ClientsTable({ clients, connections, passwords, ...props }: ClientsTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('esme.list.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('esme.list.columns.account')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('esme.list.columns.systemId')}</TableCell>
            <TableCell>{t('esme.list.columns.sessions')}</TableCell>
            <TableCell sx={wide}>{t('esme.list.columns.limits')}</TableCell>
            <TableCell sx={wide}>{t('esme.list.columns.receipts')}</TableCell>
            <TableCell>{t('esme.list.columns.enabled')}</TableCell>
            <TableCell align="right">{t('esme.list.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <ClientRow
              key={client.id}
              client={client}
              sessions={connections[String(client.id)] ?? []}
              password={passwords.get(client.id)}
              {...props}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
