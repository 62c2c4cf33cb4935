import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MESSAGE_STATUSES, type Client, type MessageStatus } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { AnySelect } from '../../../components/form/any-select';
import { DateTimeFilter } from '../../../components/form/date-time-filter';
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
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          md: 'repeat(3, minmax(0, 1fr))',
          // One row needs some 1,100 px beside the menu; search gets the widest column.
          xl: 'minmax(150px, 1fr) minmax(130px, 1fr) minmax(220px, 1.6fr) 200px 200px auto',
        },
        alignItems: 'center',
      }}
    >
      <AnySelect
        label={t('esme.messages.filters.account')}
        anyLabel={t('esme.messages.filters.anyAccount')}
        value={filters.client === '' ? '' : String(filters.client)}
        onChange={(client) => set('client', client ? Number(client) : '')}
        options={accounts.map((account) => ({
          value: String(account.id),
          label: `${account.name} (${account.system_id})`,
        }))}
      />
      <AnySelect
        label={t('esme.messages.filters.status')}
        anyLabel={t('esme.messages.filters.anyStatus')}
        value={filters.status}
        onChange={(status) => set('status', status as MessageStatus | '')}
        options={MESSAGE_STATUSES.map((status) => ({
          value: status,
          label: t(`messageStatuses.${status}`),
        }))}
      />
      <TextField
        size="small"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        placeholder={t('esme.messages.filters.searchPlaceholder')}
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
      <DateTimeFilter
        label={t('esme.messages.filters.from')}
        value={filters.dateFrom}
        notAfter={filters.dateTo}
        onChange={(dateFrom) => set('dateFrom', dateFrom)}
      />
      <DateTimeFilter
        label={t('esme.messages.filters.to')}
        value={filters.dateTo}
        notBefore={filters.dateFrom}
        onChange={(dateTo) => set('dateTo', dateTo)}
      />
      <Button
        onClick={() => onChange(EMPTY_MESSAGE_FILTERS)}
        disabled={Object.values(filters).every((value) => value === '')}
        sx={{ justifySelf: 'start', whiteSpace: 'nowrap' }}
      >
        {t('esme.messages.filters.clear')}
      </Button>
    </Box>
  );
}
