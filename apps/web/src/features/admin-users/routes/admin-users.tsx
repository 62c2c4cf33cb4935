import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { AdminUser } from '@routelab/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUsers } from '../api/list-users';
import { AdjustBalanceDialog } from '../components/adjust-balance-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { UsersTable } from '../components/users-table';

/** /admin/users: every account, searchable, with groups, tier and balance editable by admins. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDebouncedValue(search.trim(), 300);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const users = useUsers({
    page: pagination.page + 1,
    page_size: pagination.pageSize,
    search: deferredSearch,
  });
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const onEdit = useCallback((user: AdminUser) => setEditing(user), []);
  const onAdjust = useCallback((user: AdminUser) => setAdjusting(user), []);

  return (
    <>
      <PageHeader title={t('adminUsers.title')} subtitle={t('adminUsers.subtitle')} />
      <Card>
        <CardContent sx={{ pb: 2 }}>
          <TextField
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPagination((current) => ({ ...current, page: 0 }));
            }}
            placeholder={t('adminUsers.search')}
            size="small"
            sx={{ maxWidth: 360 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': t('adminUsers.search') },
            }}
          />
        </CardContent>
        {users.isError && (
          <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
            {errorMessage(users.error)}
          </Alert>
        )}
        <UsersTable
          rows={users.data?.results ?? []}
          rowCount={users.data?.count ?? 0}
          loading={users.isFetching}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          onEdit={onEdit}
          onAdjust={onAdjust}
          filters={{
            active: deferredSearch !== '',
            onClear: () => {
              setSearch('');
              setPagination((current) => ({ ...current, page: 0 }));
            },
          }}
        />
      </Card>
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {adjusting && <AdjustBalanceDialog user={adjusting} onClose={() => setAdjusting(null)} />}
    </>
  );
}
