import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { LoadTestHeadline } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';

/** On a phone: when, how fast, and the button to its summary. */
const PHONE_FIELDS = ['started_at', 'messages_per_second', 'actions'] as const;

const stateOf = (test: LoadTestHeadline) =>
  test.stopped ? 'stopped' : test.done ? 'done' : 'running';

interface LoadTestsTableProps {
  rows: LoadTestHeadline[];
  rowCount: number;
  loading: boolean;
  gatewayNames: ReadonlyMap<number, string>;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (test: LoadTestHeadline) => void;
}

/** The user's past load tests, a page at a time, each with its headline figures. */
export function LoadTestsTable({ gatewayNames, onOpen, ...props }: LoadTestsTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<LoadTestHeadline>[]>(() => {
    const language = i18n.resolvedLanguage;
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' });
    const number = new Intl.NumberFormat(language);
    const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const seconds = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'second',
      maximumFractionDigits: 1,
    });
    const none = t('loadTestSummary.none');
    const started = (test: LoadTestHeadline) => time.format(new Date(test.started_at));
    return [
      {
        field: 'started_at',
        headerName: t('loadTestSummary.columns.started'),
        width: 170,
        valueFormatter: (value: string) => time.format(new Date(value)),
      },
      {
        field: 'gateway_id',
        headerName: t('loadTestSummary.columns.gateway'),
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: number) => gatewayNames.get(value) ?? `#${value}`,
      },
      {
        field: 'total',
        headerName: t('loadTestSummary.columns.total'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => number.format(value),
      },
      {
        field: 'messages_per_second',
        headerName: t('loadTestSummary.columns.rate'),
        width: 100,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number | null) => (value === null ? none : rate.format(value)),
      },
      {
        field: 'duration_ms',
        headerName: t('loadTestSummary.columns.duration'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number | null) =>
          value === null ? none : seconds.format(value / 1000),
      },
      {
        field: 'outcomes',
        headerName: t('loadTestSummary.columns.outcomes'),
        width: 170,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: LoadTestHeadline['outcomes']) =>
          `${number.format(value.delivered)} / ${number.format(value.failed)}`,
      },
      {
        field: 'state',
        headerName: t('loadTestSummary.columns.state'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.stopped ? 'warning' : row.done ? 'success' : 'info'}
            label={t(`smsc.loadTest.${stateOf(row)}`)}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('loadTestSummary.columns.actions'),
        width: 120,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => onOpen(row)}
            aria-label={t('loadTestSummary.open', { started: started(row) })}
          >
            {t('loadTestSummary.columns.actions')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.resolvedLanguage, gatewayNames, onOpen]);
  return (
    <DataTable<LoadTestHeadline>
      {...props}
      columns={columns.map((column) => ({ ...column, sortable: false }))}
      phoneFields={PHONE_FIELDS}
      emptyText={t('loadTestSummary.empty')}
    />
  );
}
