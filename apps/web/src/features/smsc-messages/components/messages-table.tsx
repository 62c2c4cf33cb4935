import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { Message } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '../../../components/grid-locale-text';
import { EmptyRows, emptyRowsSlots, type ListFilterState } from '../../../components/empty-rows';
import { renderPartsWithCost } from '../../../components/parts-with-cost';
import { nextPaginationModel } from '../../../components/pagination-model';
import { MessageCardCell } from '../../../components/message-card-cell';
import { usePhone } from '../../../lib/use-phone';
import { MessageStatusChip } from '../../../components/message-status-chip';
import { MessageDirectionChip } from './message-direction-chip';

interface MessagesTableProps {
  rows: Message[];
  rowCount: number;
  loading: boolean;
  gatewayNames: ReadonlyMap<number, string>;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onOpen: (message: Message) => void;
  /** Each message's cost under its parts (billing on). */
  showCost: boolean;
  /** The filters above: an empty list says whether nothing matches them or nothing was sent. */
  filters: ListFilterState;
}

/**
 * Sent messages, paged and sorted by the server (the shared DataTable pages only, so this
 * grid adds server sorting and row clicks itself).
 */
export function MessagesTable({
  gatewayNames,
  onOpen,
  paginationModel,
  onPaginationModelChange,
  showCost,
  filters,
  ...props
}: MessagesTableProps) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' }),
    [i18n.resolvedLanguage],
  );
  const columns = useMemo<GridColDef<Message>[]>(() => {
    if (phone) {
      // One card a message (a row opens it); its time heads the column, so it still sorts.
      return [
        {
          field: 'created_at',
          headerName: t('smsc.messages.columns.created'),
          flex: 1,
          renderCell: ({ row }) => (
            <MessageCardCell
              time={timeFormat.format(new Date(row.created_at))}
              status={<MessageStatusChip status={row.status} />}
              source={row.source_addr}
              destination={row.destination_addr}
              text={row.text}
            />
          ),
        },
      ];
    }
    // The widths add up to some 1,000 px: the card's width beside the menu at 1366 px.
    return [
      {
        field: 'created_at',
        headerName: t('smsc.messages.columns.created'),
        width: 160,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      {
        field: 'direction',
        headerName: t('smsc.messages.direction'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <MessageDirectionChip direction={row.direction} />,
      },
      {
        field: 'destination_addr',
        headerName: t('smsc.messages.columns.destination'),
        width: 135,
      },
      {
        field: 'status',
        headerName: t('smsc.messages.columns.status'),
        width: 140,
        renderCell: ({ row }) => <MessageStatusChip status={row.status} />,
      },
      {
        field: 'source_addr',
        headerName: t('smsc.messages.columns.source'),
        width: 125,
        sortable: false,
        valueFormatter: (value: string) => value || '—',
      },
      {
        field: 'text',
        headerName: t('smsc.messages.columns.text'),
        flex: 2,
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" noWrap title={row.text}>
            {row.text}
          </Typography>
        ),
      },
      {
        field: 'gateway_id',
        headerName: t('smsc.messages.columns.gateway'),
        flex: 1,
        minWidth: 110,
        sortable: false,
        valueFormatter: (value: number | null) =>
          value === null ? '—' : (gatewayNames.get(value) ?? `#${value}`),
      },
      {
        field: 'parts',
        headerName: t('smsc.messages.columns.parts'),
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        ...(showCost && { renderCell: renderPartsWithCost }),
      },
    ];
  }, [t, phone, timeFormat, gatewayNames, showCost]);
  const localeText = useGridLocaleText();

  return (
    <EmptyRows text={t('empty.sentSms')} filters={filters}>
      <DataGrid<Message>
        {...props}
        localeText={localeText}
        paginationModel={paginationModel}
        onPaginationModelChange={(next) =>
          onPaginationModelChange(nextPaginationModel(paginationModel, next))
        }
        columns={columns}
        {...(phone && { getRowHeight: () => 'auto' as const })}
        paginationMode="server"
        sortingMode="server"
        sortingOrder={['desc', 'asc']}
        pageSizeOptions={[10, 25, 50, 100]}
        onRowClick={({ row }) => onOpen(row)}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        rowHeight={56}
        sx={{
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-row': { cursor: 'pointer' },
        }}
        data-testid="messages-grid"
        slots={emptyRowsSlots}
      />
    </EmptyRows>
  );
}
