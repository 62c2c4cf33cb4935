import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { InjectedMo } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusReasonText } from '../../../components/command-status/status-reason-text';
import { DataTable } from '../../../components/data-table';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useInjectedMos } from '../api/list-injected-mos';

/** On a phone: when, the text, and how the ESME answered. */
const PHONE_FIELDS = ['time', 'text', 'answer'] as const;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

const STATE_COLORS = { answered: 'default', pending: 'info', expired: 'warning' } as const;

/**
 * The MO messages the console sent to this account's sessions (Received SMS → Send MO), newest
 * first and paged by the server, each with the deliver_sm_resp its ESME gave.
 */
export function InjectedMosPanel({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const mos = useInjectedMos(clientId, pagination.page, pagination.pageSize);

  const columns = useMemo<GridColDef<InjectedMo>[]>(() => {
    const timeFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    return [
      {
        field: 'time',
        headerName: t('injectedMos.columns.time'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      {
        field: 'addresses',
        headerName: t('injectedMos.columns.addresses'),
        width: 230,
        sortable: false,
        renderCell: ({ row }) => (
          <Box component="span" sx={mono}>
            {t('injectedMos.route', { from: row.source_addr, to: row.destination_addr })}
          </Box>
        ),
      },
      {
        field: 'text',
        headerName: t('injectedMos.columns.text'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            component="span"
            title={row.text}
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.text}
          </Box>
        ),
      },
      {
        field: 'answer',
        headerName: t('injectedMos.columns.answer'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            data-testid="injected-mo-answer"
          >
            <Chip
              size="small"
              variant="outlined"
              color={STATE_COLORS[row.state]}
              label={t(`injectedMos.states.${row.state}`)}
            />
            {row.command_status !== null && (
              <Box sx={{ minWidth: 0, overflow: 'hidden' }}>
                <Box
                  component="span"
                  sx={{
                    ...mono,
                    color: row.command_status === 0 ? 'text.secondary' : 'error.main',
                  }}
                >
                  {row.command_status_name}
                </Box>
                <StatusReasonText
                  variant="caption"
                  status={row.command_status}
                  name={row.command_status_name ?? ''}
                  origin="peer"
                />
              </Box>
            )}
          </Box>
        ),
      },
    ];
  }, [t, i18n.resolvedLanguage]);

  return (
    // Width 0, at least the cell's: in the accounts table's cell the grid's columns must not
    // widen the table (on a phone it scrolls sideways inside itself instead).
    <Box sx={{ mt: 2, width: 0, minWidth: '100%' }} data-testid="injected-mos">
      <Typography variant="subtitle2">{t('injectedMos.title')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('injectedMos.hint')}
      </Typography>
      {mos.isError ? (
        <LoadErrorAlert error={mos.error} onRetry={() => void mos.refetch()} />
      ) : (
        <DataTable
          rows={mos.data?.results ?? []}
          rowCount={mos.data?.count ?? 0}
          columns={columns}
          phoneFields={PHONE_FIELDS}
          loading={mos.isFetching && !mos.isSuccess}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[10, 25, 50]}
          emptyText={t('injectedMos.empty')}
        />
      )}
    </Box>
  );
}
