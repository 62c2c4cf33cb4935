import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { PduLog } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DirectionIcon } from './direction-icon';

interface PduLogsTableProps {
  rows: PduLog[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (pdu: PduLog) => void;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** One PDU a row: time, direction, command (opens the detail), status, sequence, id, length. */
export function PduLogsTable({ onOpen, ...props }: PduLogsTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<PduLog>[]>(() => {
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
        width: 190,
        sortable: false,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      {
        field: 'direction',
        headerName: '',
        width: 48,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => <DirectionIcon direction={row.direction} />,
      },
      {
        field: 'command',
        headerName: t('pduLogs.columns.command'),
        flex: 1,
        minWidth: 170,
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
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            component="span"
            sx={{ ...mono, color: row.command_status === 0 ? 'text.secondary' : 'error.main' }}
          >
            {row.command_status_name}
          </Box>
        ),
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
  }, [t, i18n.resolvedLanguage, onOpen]);

  return <DataTable {...props} columns={columns} />;
}
