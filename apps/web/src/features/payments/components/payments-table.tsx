import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { Payment } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import type { ListFilterState } from '../../../components/empty-rows';
import { PROVIDER_NAMES } from '../../../components/top-up/provider-names';
import { formatPaymentAmount } from '../format-payment';
import { PaymentStatusChip } from './payment-status-chip';

interface PaymentsTableProps {
  rows: Payment[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** The filters above: an empty list says whether nothing matches them or nothing exists. */
  filters: ListFilterState;
}

/** On a phone: how much, how it went, and the way back to an unpaid checkout. */
const PHONE_FIELDS = ['amount', 'status', 'checkout_url'] as const;

/** The user's payments, newest first, paged by the server. */
export function PaymentsTable(props: PaymentsTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<Payment>[]>(() => {
    const timeFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    return [
      {
        field: 'created_at',
        headerName: t('payments.columns.date'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      {
        field: 'provider',
        headerName: t('payments.columns.provider'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {PROVIDER_NAMES[row.provider]}
            {row.sandbox && <Chip size="small" label={t('payments.sandbox')} />}
          </Box>
        ),
      },
      {
        field: 'amount',
        headerName: t('payments.columns.amount'),
        width: 110,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatPaymentAmount(value),
      },
      {
        field: 'status',
        headerName: t('payments.columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <PaymentStatusChip status={row.status} reason={row.reason} />,
      },
      {
        field: 'reference',
        headerName: t('payments.columns.reference'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>
            {row.reference}
          </Typography>
        ),
      },
      {
        field: 'checkout_url',
        headerName: t('payments.columns.checkout'),
        width: 190,
        sortable: false,
        // Back to the provider's page while the payment can still be paid.
        renderCell: ({ row }) =>
          row.status === 'created' && row.checkout_url ? (
            <Link
              href={row.checkout_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="payment-checkout-link"
            >
              {t('payments.continueCheckout')}
            </Link>
          ) : null,
      },
    ];
  }, [t, i18n.resolvedLanguage]);

  return (
    <DataTable<Payment>
      {...props}
      columns={columns}
      phoneFields={PHONE_FIELDS}
      emptyText={t('empty.payments')}
    />
  );
}
