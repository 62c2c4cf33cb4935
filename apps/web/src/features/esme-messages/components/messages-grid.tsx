import FindReplaceOutlined from '@mui/icons-material/FindReplaceOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { EsmeMessage } from '@routelab/shared';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '../../../components/grid-locale-text';
import { renderPartsWithCost } from '../../../components/parts-with-cost';
import { MessageStatusChip } from '../../../components/message-status-chip';
import { nextPaginationModel } from '../../../components/pagination-model';
import { MessageCardCell } from '../../../components/message-card-cell';
import { usePhone } from '../../../lib/use-phone';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

interface MessagesGridProps {
  rows: EsmeMessage[];
  rowCount: number;
  loading: boolean;
  accountNames: ReadonlyMap<number, string>;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onOpen: (message: EsmeMessage) => void;
  onReport: (message: EsmeMessage) => void;
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** Each message's cost under its parts (billing on). */
  showCost: boolean;
}

function EmptyOverlay({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Received messages, one page at a time, sorted and paged by the server. */
export function MessagesGrid({
  accountNames,
  onOpen,
  onReport,
  empty,
  showCost,
  ...props
}: MessagesGridProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const phone = usePhone();
  const columns = useMemo<GridColDef<EsmeMessage>[]>(() => {
    const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const statusOf = (row: EsmeMessage) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <MessageStatusChip status={row.status} />
        {row.scheduled_at && (
          <Tooltip
            title={t('esme.messages.scheduledHint', {
              time: time.format(new Date(row.scheduled_at)),
            })}
          >
            <ScheduleOutlined
              fontSize="small"
              color="action"
              aria-label={t('esme.messages.scheduledHint', {
                time: time.format(new Date(row.scheduled_at)),
              })}
            />
          </Tooltip>
        )}
        {row.replaced_by != null && (
          <Tooltip title={t('esme.messages.replacedHint')}>
            <FindReplaceOutlined
              fontSize="small"
              color="action"
              aria-label={t('esme.messages.replacedHint')}
            />
          </Tooltip>
        )}
      </Box>
    );
    const actions: GridColDef<EsmeMessage> = {
      field: 'actions',
      headerName: '',
      width: 48,
      sortable: false,
      align: 'center',
      renderCell: ({ row }) => (
        <Tooltip title={t('esme.messages.sendReport')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('esme.messages.sendReport')}
              disabled={row.message_id === null}
              onClick={(event) => {
                event.stopPropagation();
                onReport(row);
              }}
            >
              <MarkEmailReadOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ),
    };
    if (phone) {
      // One card a message (a row opens it) and Send report; the time heads it, so it still sorts.
      return [
        {
          field: 'created_at',
          headerName: t('esme.messages.columns.created'),
          flex: 1,
          renderCell: ({ row }) => (
            <MessageCardCell
              time={time.format(new Date(row.created_at))}
              status={statusOf(row)}
              source={row.source_addr}
              destination={row.destination_addr}
              text={row.text}
            />
          ),
        },
        actions,
      ];
    }
    // The widths add up to some 1,000 px: the card's width beside the menu at 1366 px.
    return [
      {
        field: 'created_at',
        headerName: t('esme.messages.columns.created'),
        width: 160,
        valueFormatter: (value: string) => time.format(new Date(value)),
      },
      {
        field: 'client_id',
        headerName: t('esme.messages.columns.account'),
        width: 130,
        sortable: false,
        valueGetter: (value: number | null) =>
          value === null
            ? ''
            : (accountNames.get(value) ?? t('esme.messages.unknownAccount', { id: value })),
      },
      {
        field: 'source_addr',
        headerName: t('esme.messages.columns.source'),
        width: 120,
        sortable: false,
        cellClassName: 'mono',
      },
      {
        field: 'destination_addr',
        headerName: t('esme.messages.columns.destination'),
        width: 125,
        cellClassName: 'mono',
      },
      {
        // The id the ESME got in submit_sm_resp: what its own logs and receipts name.
        field: 'message_id',
        headerName: t('esme.messages.columns.messageId'),
        width: 130,
        sortable: false,
        cellClassName: 'mono',
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'text',
        headerName: t('esme.messages.columns.text'),
        flex: 1,
        minWidth: 80,
        sortable: false,
        renderCell: ({ value }) => (
          <Typography variant="body2" noWrap title={String(value)}>
            {String(value)}
          </Typography>
        ),
      },
      {
        field: 'parts',
        headerName: t('esme.messages.columns.parts'),
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        ...(showCost && { renderCell: renderPartsWithCost }),
      },
      {
        field: 'status',
        headerName: t('esme.messages.columns.status'),
        width: 125,
        renderCell: ({ row }) => statusOf(row),
      },
      actions,
    ];
  }, [t, i18n.resolvedLanguage, phone, accountNames, onReport, showCost]);
  const localeText = useGridLocaleText();

  return (
    <DataGrid<EsmeMessage>
      {...props}
      localeText={localeText}
      onPaginationModelChange={(next) =>
        props.onPaginationModelChange(nextPaginationModel(props.paginationModel, next))
      }
      columns={columns}
      columnVisibilityModel={phone ? {} : { client_id: !narrow, parts: !narrow }}
      {...(phone && { getRowHeight: () => 'auto' as const })}
      paginationMode="server"
      sortingMode="server"
      sortingOrder={['desc', 'asc']}
      pageSizeOptions={[10, 25, 50, 100]}
      disableRowSelectionOnClick
      disableColumnMenu
      autoHeight
      rowHeight={52}
      onRowClick={({ row }) => onOpen(row)}
      slots={{ noRowsOverlay: EmptyOverlay }}
      slotProps={{ noRowsOverlay: { children: empty } }}
      sx={{
        border: 'none',
        // Room for the empty state's icon and text (the default cuts it in half).
        '--DataGrid-overlayHeight': '180px',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        // Two-word titles ("ID повідомлення") wrap rather than cut; the widths fit the longest word.
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
        '& .mono': mono,
      }}
    />
  );
}
