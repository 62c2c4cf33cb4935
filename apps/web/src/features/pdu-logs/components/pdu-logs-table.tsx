import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { LogSide, PduLog } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import type { ListFilterState } from '../../../components/empty-rows';
import type { ConnectionName } from '../api/list-connections';
import { DirectionIcon } from '../../../components/pdu/direction-icon';
import { originOfPdu } from '../../../components/command-status/origin-of-pdu';
import { statusReason } from '../../../components/command-status/status-reason';

interface PduLogsTableProps {
  side: LogSide;
  /** Names of the gateways or ESME accounts, by id. */
  connections: readonly ConnectionName[];
  rows: PduLog[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (pdu: PduLog) => void;
  /** The log's filters: with one set, an empty log says nothing matches, with Clear filters. */
  filters?: ListFilterState;
}

/** On a phone: the command (it opens the PDU) and its status, with the direction arrow. */
const PHONE_FIELDS = ['direction', 'command', 'command_status_name'] as const;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/**
 * One PDU a row: time, gateway or account (its session on hover), direction, command (opens the
 * detail), status, sequence, id, length.
 */
export function PduLogsTable({ side, connections, onOpen, ...props }: PduLogsTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<PduLog>[]>(() => {
    const names = new Map(connections.map((connection) => [connection.id, connection.name]));
    const accounts = new Map(connections.map((connection) => [connection.id, connection]));
    const timeFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
    });
    return [
      {
        field: 'time',
        headerName: t('pduLogs.columns.time'),
        width: 175,
        sortable: false,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      {
        // With several binds at once, which one a PDU (a refused bind, say) belongs to.
        field: 'connection_id',
        headerName: t(`pduLogs.filters.connection.${side}`),
        width: 140,
        sortable: false,
        valueGetter: (value: number) => names.get(value) ?? `#${value}`,
        renderCell: ({ row, value }) => (
          <Box component="span" title={t('pduLogs.session', { id: row.session_id })}>
            {String(value)}
          </Box>
        ),
      },
      {
        field: 'direction',
        // Named, not blank: a header without a name reads as an empty column (issue 36).
        headerName: t('pduLogs.filters.direction'),
        width: 120,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => <DirectionIcon direction={row.direction} />,
      },
      {
        field: 'command',
        headerName: t('pduLogs.columns.command'),
        flex: 1,
        minWidth: 185,
        sortable: false,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => onOpen(row)}
            sx={{ ...mono, fontSize: 14, textAlign: 'left' }}
            data-testid="pdu-open"
          >
            {row.command}
          </Link>
        ),
      },
      {
        field: 'command_status_name',
        headerName: t('pduLogs.columns.status'),
        // Its plain-words reason beside the name (the whole of it on hover).
        flex: 2,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => {
          const account = accounts.get(row.connection_id);
          const reason = statusReason(t, row.command_status, row.command_status_name, {
            origin: originOfPdu(row),
            throughputLimit: account?.throughputLimit,
            maxBinds: account?.maxBinds,
            magicDestinations: account?.magicDestinations,
          });
          return (
            <Box
              component="span"
              title={reason ?? undefined}
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              <Box
                component="span"
                sx={{ ...mono, color: row.command_status === 0 ? 'text.secondary' : 'error.main' }}
              >
                {row.command_status_name}
              </Box>
              {reason && (
                <Box
                  component="span"
                  data-testid="status-reason"
                  sx={{ color: 'text.secondary', fontSize: 13, ml: 1 }}
                >
                  {reason}
                </Box>
              )}
            </Box>
          );
        },
      },
      {
        field: 'sequence_number',
        headerName: t('pduLogs.columns.sequence'),
        width: 110,
        sortable: false,
      },
      {
        field: 'message_id',
        headerName: t('pduLogs.columns.messageId'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'length',
        headerName: t('pduLogs.columns.length'),
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
    ];
  }, [t, i18n.resolvedLanguage, onOpen, side, connections]);

  return (
    <DataTable
      {...props}
      columns={columns}
      phoneFields={PHONE_FIELDS}
      emptyText={t('empty.pduLogs')}
    />
  );
}
