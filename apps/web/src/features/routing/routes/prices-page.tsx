import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatUsd, parsePriceCsv, type GatewayPrice, type PriceCsvError } from '@routelab/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyRows, emptyRowsSlots } from '../../../components/empty-rows';
import { FormAlert } from '../../../components/form/form-alert';
import { useGridLocaleText } from '../../../components/grid-locale-text';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/form-errors';
import { useGateways } from '../../../lib/queries/gateways';
import { pricesExportUrl, usePrices, useSavePrices } from '../api/prices';
import { PriceEntryForm } from '../components/price-entry-form';
import { CsvErrors } from '../components/csv-errors';
import { sortedPrices, withPrice } from '../lib/price-draft';

type Row = GatewayPrice & { id: string };

/** One gateway's list, edited here and saved whole (PUT replaces it). */
function PriceEditor({ gatewayId, initial }: { gatewayId: number; initial: GatewayPrice[] }) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();
  const save = useSavePrices(gatewayId);
  const [prices, setPrices] = useState(() => sortedPrices(initial));
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<GatewayPrice>();
  const [search, setSearch] = useState('');
  const [csv, setCsv] = useState<{ file: string; errors: PriceCsvError[] }>();
  const [imported, setImported] = useState<{ file: string; count: number }>();
  const [formError, setFormError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const change = (next: GatewayPrice[]) => {
    setPrices(next);
    setDirty(true);
  };

  const needle = search.trim().replace(/^\+/, '');
  const rows = useMemo<Row[]>(
    () =>
      prices
        .filter((price) => needle === '' || price.prefix.startsWith(needle))
        .map((price) => ({ ...price, id: price.prefix })),
    [prices, needle],
  );

  const columns: GridColDef<Row>[] = [
    {
      field: 'prefix',
      headerName: t('routing.prices.prefix'),
      flex: 1,
      minWidth: 110,
      renderCell: ({ row }) => <Box sx={{ fontFamily: 'monospace' }}>+{row.prefix}</Box>,
    },
    {
      field: 'price_micros',
      headerName: t('routing.prices.price'),
      flex: 1,
      minWidth: 110,
      valueFormatter: (value: number) => formatUsd(value),
    },
    {
      field: 'actions',
      headerName: t('routing.columns.actions'),
      sortable: false,
      width: 110,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }}>
          <Tooltip title={t('routing.edit')}>
            <IconButton
              size="small"
              aria-label={t('routing.prices.editPrefix', { prefix: row.prefix })}
              onClick={() => setEditing(row)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('routing.delete')}>
            <IconButton
              size="small"
              aria-label={t('routing.prices.deletePrefix', { prefix: row.prefix })}
              onClick={() => change(prices.filter((price) => price.prefix !== row.prefix))}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = parsePriceCsv(await file.text());
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) {
      setImported(undefined);
      setCsv({ file: file.name, errors: result.errors });
      return;
    }
    setCsv(undefined);
    setImported({ file: file.name, count: result.prices.length });
    change(sortedPrices(result.prices));
  };

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            data-testid="price-csv-input"
            aria-label={t('routing.prices.import')}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => fileInput.current?.click()}
          >
            {t('routing.prices.import')}
          </Button>
          <Button
            component="a"
            href={pricesExportUrl(gatewayId)}
            download
            startIcon={<DownloadOutlined />}
          >
            {t('routing.prices.export')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" sx={{ color: dirty ? 'warning.dark' : 'text.secondary' }}>
            {dirty
              ? t('routing.prices.unsaved')
              : t('routing.prices.count', { value: prices.length })}
          </Typography>
          <Button
            variant="contained"
            disabled={!dirty || save.isPending}
            aria-busy={save.isPending}
            onClick={() => {
              setFormError(undefined);
              save.mutate(
                { prices },
                {
                  onSuccess: (list) => {
                    setPrices(sortedPrices(list.prices));
                    setDirty(false);
                    setImported(undefined);
                    notify.success(t('routing.prices.saved', { value: list.prices.length }));
                  },
                  onError: (error) => setFormError(errorMessage(error)),
                },
              );
            }}
          >
            {t('routing.prices.save')}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('routing.prices.csvHint')}
        </Typography>
        <FormAlert message={formError} />
        {csv && <CsvErrors file={csv.file} errors={csv.errors} />}
        {imported && (
          <Alert severity="info" data-testid="price-csv-imported">
            {t('routing.prices.imported', { file: imported.file, value: imported.count })}
          </Alert>
        )}
        <PriceEntryForm
          key={editing?.prefix ?? ''}
          editing={editing}
          onCancel={() => setEditing(undefined)}
          onSubmit={(price, replacing) => {
            change(withPrice(prices, price, replacing));
            setEditing(undefined);
          }}
        />
        <TextField
          size="small"
          type="search"
          label={t('routing.prices.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 320 }}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <EmptyRows text={t('routing.prices.empty')}>
          <DataGrid<Row>
            rows={rows}
            columns={columns}
            localeText={localeText}
            initialState={{ pagination: { paginationModel: { pageSize: 50, page: 0 } } }}
            pageSizeOptions={[25, 50, 100]}
            disableRowSelectionOnClick
            disableColumnMenu
            autoHeight
            rowHeight={48}
            slots={emptyRowsSlots}
            aria-label={t('routing.prices.table')}
          />
        </EmptyRows>
      </CardContent>
    </Card>
  );
}

/** /routing/prices/:id: a gateway's price per destination prefix, for least cost routes. */
export function PricesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const gateways = useGateways();
  const list = gateways.data?.gateways ?? [];
  const id = param === undefined ? undefined : Number(param);
  const gateway = list.find((candidate) => candidate.id === id);
  const prices = usePrices(gateway?.id);

  // Without a gateway in the address, the first one's list.
  useEffect(() => {
    const first = gateways.data?.gateways[0];
    if (param === undefined && first)
      void navigate(`/routing/prices/${first.id}`, { replace: true });
  }, [param, gateways.data, navigate]);

  return (
    <>
      <PageHeader
        title={t('routing.prices.title')}
        subtitle={t('routing.prices.subtitle')}
        actions={
          <Button component={Link} to="/routing/routes" startIcon={<ArrowBackOutlined />}>
            {t('routing.prices.back')}
          </Button>
        }
      />
      {gateways.isPending && <LinearProgress aria-label={t('routing.loading')} />}
      {gateways.isError && (
        <LoadErrorAlert error={gateways.error} onRetry={() => void gateways.refetch()} />
      )}
      {gateways.data && list.length === 0 && (
        <Alert severity="info">{t('routing.prices.noGateways')}</Alert>
      )}
      {list.length > 0 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            select
            label={t('routing.prices.gateway')}
            value={gateway ? String(gateway.id) : ''}
            onChange={(event) => void navigate(`/routing/prices/${event.target.value}`)}
            sx={{ maxWidth: 360 }}
          >
            {list.map((candidate) => (
              <MenuItem key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          {param !== undefined && !gateway && gateways.data && (
            <Alert severity="warning">{t('routing.prices.unknownGateway')}</Alert>
          )}
          {gateway && prices.isPending && <LinearProgress aria-label={t('routing.loading')} />}
          {prices.isError && (
            <LoadErrorAlert error={prices.error} onRetry={() => void prices.refetch()} />
          )}
          {gateway && prices.data && (
            <PriceEditor key={gateway.id} gatewayId={gateway.id} initial={prices.data.prices} />
          )}
        </Box>
      )}
    </>
  );
}
