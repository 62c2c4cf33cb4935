import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MESSAGE_STATUSES, type Gateway } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { AnySelect } from '../../../components/form/any-select';
import { DateTimeFilter } from '../../../components/form/date-time-filter';
import { EMPTY_MESSAGE_FILTERS, SMSC_DIRECTIONS, type MessageFilters } from '../message-filters';

interface MessageFiltersBarProps {
  filters: MessageFilters;
  gateways: Gateway[];
  onChange: (filters: MessageFilters) => void;
}

export function MessageFiltersBar({ filters, gateways, onChange }: MessageFiltersBarProps) {
  const { t } = useTranslation();
  const set =
    <K extends keyof MessageFilters>(key: K) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...filters, [key]: event.target.value as MessageFilters[K] });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          size="small"
          value={filters.search}
          onChange={set('search')}
          placeholder={t('smsc.messages.search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('smsc.messages.search') },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <AnySelect
          fullWidth
          label={t('smsc.messages.columns.gateway')}
          anyLabel={t('smsc.messages.any.gateway')}
          value={filters.gateway}
          onChange={(gateway) => onChange({ ...filters, gateway })}
          options={gateways.map((gateway) => ({ value: String(gateway.id), label: gateway.name }))}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <AnySelect
          fullWidth
          label={t('smsc.messages.columns.status')}
          anyLabel={t('smsc.messages.any.status')}
          value={filters.status}
          onChange={(status) =>
            onChange({ ...filters, status: status as MessageFilters['status'] })
          }
          options={MESSAGE_STATUSES.map((status) => ({
            value: status,
            label: t(`messageStatuses.${status}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <AnySelect
          fullWidth
          label={t('smsc.messages.direction')}
          anyLabel={t('smsc.messages.any.direction')}
          value={filters.direction}
          onChange={(direction) =>
            onChange({ ...filters, direction: direction as MessageFilters['direction'] })
          }
          options={SMSC_DIRECTIONS.map((direction) => ({
            value: direction,
            label: t(`smsc.messages.directions.${direction}Name`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DateTimeFilter
          fullWidth
          label={t('smsc.messages.dateFrom')}
          value={filters.dateFrom}
          notAfter={filters.dateTo}
          onChange={(dateFrom) => onChange({ ...filters, dateFrom })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DateTimeFilter
          fullWidth
          label={t('smsc.messages.dateTo')}
          value={filters.dateTo}
          notBefore={filters.dateFrom}
          onChange={(dateTo) => onChange({ ...filters, dateTo })}
        />
      </Grid>
      <Grid
        size={{ xs: 12, md: 6 }}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
        }}
      >
        {filters.loadTest ? (
          <Chip
            size="small"
            label={t('loadTestFilters.only', { id: filters.loadTest.slice(0, 8) })}
            onDelete={() => onChange({ ...filters, loadTest: '' })}
            data-testid="load-test-filter"
          />
        ) : (
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={filters.hideLoadTests === 'true'}
                onChange={(_, checked) =>
                  onChange({ ...filters, hideLoadTests: checked ? 'true' : '' })
                }
                data-testid="hide-load-tests"
              />
            }
            label={t('loadTestFilters.hide')}
          />
        )}
        <Button
          size="small"
          onClick={() => onChange(EMPTY_MESSAGE_FILTERS)}
          disabled={Object.values(filters).every((value) => value === '')}
        >
          {t('smsc.messages.reset')}
        </Button>
      </Grid>
    </Grid>
  );
}
