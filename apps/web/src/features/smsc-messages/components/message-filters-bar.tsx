import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGE_STATUSES, type Gateway } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { EMPTY_MESSAGE_FILTERS, type MessageFilters } from '../message-filters';

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
  const dateSlot = { inputLabel: { shrink: true } } as const;
  // Empty selects read "Any" instead of hiding behind their label.
  const anySlot = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
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
        <TextField
          select
          fullWidth
          size="small"
          slotProps={anySlot}
          label={t('smsc.messages.columns.gateway')}
          value={filters.gateway}
          onChange={set('gateway')}
        >
          <MenuItem value="">{t('smsc.messages.any')}</MenuItem>
          {gateways.map((gateway) => (
            <MenuItem key={gateway.id} value={String(gateway.id)}>
              {gateway.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          select
          fullWidth
          size="small"
          slotProps={anySlot}
          label={t('smsc.messages.columns.status')}
          value={filters.status}
          onChange={set('status')}
        >
          <MenuItem value="">{t('smsc.messages.any')}</MenuItem>
          {MESSAGE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`messageStatuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="datetime-local"
          label={t('smsc.messages.dateFrom')}
          value={filters.dateFrom}
          onChange={set('dateFrom')}
          slotProps={dateSlot}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          fullWidth
          size="small"
          type="datetime-local"
          label={t('smsc.messages.dateTo')}
          value={filters.dateTo}
          onChange={set('dateTo')}
          slotProps={dateSlot}
        />
      </Grid>
      <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
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
