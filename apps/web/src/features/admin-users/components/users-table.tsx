import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { AdminUser } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import type { ListFilterState } from '../../../components/empty-rows';
import { formatBalanceUsd } from '../../../components/format-balance';
import { tierLabel } from '../../../components/tier-label';

interface UsersTableProps {
  rows: AdminUser[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onEdit: (user: AdminUser) => void;
  onAdjust: (user: AdminUser) => void;
  /** The search: an empty list says whether nothing matches it or there is nobody. */
  filters: ListFilterState;
}

/** On a phone: who, and the row's actions. */
const PHONE_FIELDS = ['email', 'actions'] as const;

export function UsersTable({ onEdit, onAdjust, ...props }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<AdminUser>[]>(() => {
    const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
    return [
      {
        field: 'email',
        headerName: t('adminUsers.columns.user'),
        flex: 1.6,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {[row.first_name, row.last_name].filter(Boolean).join(' ') || '—'}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {row.email}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'groups',
        headerName: t('adminUsers.columns.groups'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {row.groups.map((group) => (
              <Chip
                key={group}
                size="small"
                label={t(`groups.${group}`)}
                color={group === 'admin' ? 'primary' : 'default'}
                variant={group === 'admin' ? 'filled' : 'outlined'}
              />
            ))}
          </Box>
        ),
      },
      {
        field: 'tier',
        headerName: t('adminUsers.columns.tier'),
        width: 100,
        sortable: false,
        valueFormatter: (value: AdminUser['tier']) => tierLabel(t, value),
      },
      {
        field: 'balance',
        headerName: t('adminUsers.columns.balance'),
        width: 120,
        sortable: false,
        valueFormatter: (value: number | null) => formatBalanceUsd(value),
      },
      {
        field: 'email_confirmed',
        headerName: t('adminUsers.columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={t(row.email_confirmed ? 'adminUsers.confirmed' : 'adminUsers.pending')}
            color={row.email_confirmed ? 'success' : 'warning'}
            variant="outlined"
          />
        ),
      },
      {
        field: 'created_at',
        headerName: t('adminUsers.columns.created'),
        width: 140,
        sortable: false,
        valueFormatter: (value: string) => dateFormat.format(new Date(value)),
      },
      {
        field: 'actions',
        headerName: '',
        width: 110,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t('adminUsers.edit')}>
              <IconButton aria-label={t('adminUsers.edit')} onClick={() => onEdit(row)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.balance !== null && (
              <Tooltip title={t('adjustBalance.action')}>
                <IconButton aria-label={t('adjustBalance.action')} onClick={() => onAdjust(row)}>
                  <AccountBalanceWalletOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        ),
      },
    ];
  }, [t, i18n.resolvedLanguage, onEdit, onAdjust]);

  return (
    <DataTable
      {...props}
      columns={columns}
      phoneFields={PHONE_FIELDS}
      emptyText={t('empty.users')}
    />
  );
}
