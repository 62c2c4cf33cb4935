import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { formatUsd, type LedgerEntry } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import type { ListFilterState } from '../../../components/empty-rows';

interface LedgerTableProps {
  rows: LedgerEntry[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** The filters above: an empty list says whether nothing matches them or nothing exists. */
  filters: ListFilterState;
}

/** Credits read "+$100.000" in green, charges "-$0.004": every micro-dollar shown. */
const signedUsd = (micros: number) => (micros > 0 ? `+${formatUsd(micros)}` : formatUsd(micros));

/** On a phone: when, what and how much. */
const PHONE_FIELDS = ['created_at', 'kind', 'amount_micros'] as const;

/** The balance history: one row per balance change, newest first, paged by the server. */
export function LedgerTable(props: LedgerTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<LedgerEntry>[]>(() => {
    const timeFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    return [
      {
        field: 'created_at',
        headerName: t('payments.ledger.columns.date'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      {
        field: 'kind',
        headerName: t('payments.ledger.columns.kind'),
        width: 160,
        sortable: false,
        valueFormatter: (value: LedgerEntry['kind']) => t(`payments.ledger.kinds.${value}`),
      },
      {
        field: 'amount_micros',
        headerName: t('payments.ledger.columns.amount'),
        width: 130,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <Typography
            variant="body2"
            sx={{ color: row.amount_micros > 0 ? 'success.main' : 'text.primary' }}
          >
            {signedUsd(row.amount_micros)}
          </Typography>
        ),
      },
      {
        field: 'balance_after_micros',
        headerName: t('payments.ledger.columns.balanceAfter'),
        width: 140,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'reference',
        headerName: t('payments.ledger.columns.reference'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>
            {row.reference ?? '—'}
          </Typography>
        ),
      },
      {
        field: 'note',
        headerName: t('payments.ledger.columns.note'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" noWrap title={row.note ?? undefined}>
            {row.note ?? '—'}
          </Typography>
        ),
      },
      {
        field: 'created_by',
        headerName: t('payments.ledger.columns.by'),
        width: 160,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? t('payments.ledger.system'),
      },
    ];
  }, [t, i18n.resolvedLanguage]);

  return (
    <DataTable<LedgerEntry>
      {...props}
      columns={columns}
      phoneFields={PHONE_FIELDS}
      emptyText={t('empty.ledger')}
    />
  );
}
