import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGE_STATUSES, type Client, type MessageStatus } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { EMPTY_MESSAGE_FILTERS, type MessageFilters } from '../lib/message-filters';

interface MessageFiltersBarProps {
  filters: MessageFilters;
  accounts: Client[];
  onChange: (filters: MessageFilters) => void;
}

/** Account, status, free-text search and a received-at range. */
export function MessageFiltersBar({ filters, accounts, onChange }: MessageFiltersBarProps) {
  const { t } = useTranslation();
  const set = <K extends keyof MessageFilters>(key: K, value: MessageFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const dateSlot = { inputLabel: { shrink: true } } as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: 'minmax(160px, 1fr) minmax(140px, 1fr) minmax(200px, 1.4fr) 200px 200px auto',
        },
        alignItems: 'center',
      }}
    >
      <TextField
        select
        size="small"
        label={t('esme.messages.filters.account')}
        value={filters.client === '' ? '' : String(filters.client)}
        onChange={(event) => set('client', event.target.value ? Number(event.target.value) : '')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('esme.messages.filters.anyAccount')}</MenuItem>
        {accounts.map((account) => (
          <MenuItem key={account.id} value={String(account.id)}>
            {account.name} ({account.system_id})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('esme.messages.filters.status')}
        value={filters.status}
        onChange={(event) => set('status', event.target.value as MessageStatus | '')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('esme.messages.filters.anyStatus')}</MenuItem>
        {MESSAGE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`messageStatuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        placeholder={t('esme.messages.filters.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('esme.messages.filters.search') },
        }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('esme.messages.filters.from')}
        value={filters.dateFrom}
        onChange={(event) => set('dateFrom', event.target.value)}
        slotProps={dateSlot}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('esme.messages.filters.to')}
        value={filters.dateTo}
        onChange={(event) => set('dateTo', event.target.value)}
        slotProps={dateSlot}
      />
      <Button
        onClick={() => onChange(EMPTY_MESSAGE_FILTERS)}
        sx={{ justifySelf: 'start', whiteSpace: 'nowrap' }}
      >
        {t('esme.messages.filters.clear')}
      </Button>
    </Box>
  );
}
