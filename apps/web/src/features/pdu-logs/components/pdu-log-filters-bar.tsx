import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LogSide } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import type { ConnectionName } from '../api/list-connections';
import { PDU_COMMANDS } from '../commands';
import { EMPTY_LOG_FILTERS, invalidLogFilters, type PduLogFilters } from '../log-filters';

interface PduLogFiltersBarProps {
  side: LogSide;
  filters: PduLogFilters;
  connections: ConnectionName[];
  onChange: (filters: PduLogFilters) => void;
}

/** Every filter of the log list; the page applies them as they change. */
export function PduLogFiltersBar({ side, filters, connections, onChange }: PduLogFiltersBarProps) {
  const { t } = useTranslation();
  const invalid = new Set(invalidLogFilters(filters));
  const set =
    <K extends keyof PduLogFilters>(key: K) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...filters, [key]: event.target.value as PduLogFilters[K] });
  const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
  const dateSlot = { inputLabel: { shrink: true } } as const;
  // Empty selects read "Any" instead of hiding behind their label.
  const anySlot = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

  return (
    <Grid container spacing={2} data-testid="log-filters">
      <Grid size={cell}>
        <TextField
          select
          fullWidth
          size="small"
          slotProps={anySlot}
          label={t(`pduLogs.filters.connection.${side}`)}
          value={filters.connection}
          onChange={set('connection')}
        >
          <MenuItem value="">{t('pduLogs.filters.any')}</MenuItem>
          {connections.map((connection) => (
            <MenuItem key={connection.id} value={String(connection.id)}>
              {connection.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={cell}>
        <TextField
          select
          fullWidth
          size="small"
          slotProps={anySlot}
          label={t('pduLogs.filters.command')}
          value={filters.command}
          onChange={set('command')}
        >
          <MenuItem value="">{t('pduLogs.filters.any')}</MenuItem>
          {PDU_COMMANDS.map((command) => (
            <MenuItem key={command} value={command} sx={{ fontFamily: 'monospace' }}>
              {command}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={cell}>
        <TextField
          fullWidth
          size="small"
          label={t('pduLogs.filters.status')}
          placeholder="0x00000000"
          value={filters.commandStatus}
          onChange={set('commandStatus')}
          error={invalid.has('commandStatus')}
          helperText={invalid.has('commandStatus') ? t('pduLogs.filters.numberHint') : undefined}
        />
      </Grid>
      <Grid size={cell}>
        <TextField
          select
          fullWidth
          size="small"
          slotProps={anySlot}
          label={t('pduLogs.filters.direction')}
          value={filters.direction}
          onChange={set('direction')}
        >
          <MenuItem value="">{t('pduLogs.filters.any')}</MenuItem>
          <MenuItem value="out">{t('pduLogs.direction.out')}</MenuItem>
          <MenuItem value="in">{t('pduLogs.direction.in')}</MenuItem>
        </TextField>
      </Grid>
      <Grid size={cell}>
        <TextField
          fullWidth
          size="small"
          type="datetime-local"
          label={t('pduLogs.filters.from')}
          value={filters.dateFrom}
          onChange={set('dateFrom')}
          slotProps={dateSlot}
        />
      </Grid>
      <Grid size={cell}>
        <TextField
          fullWidth
          size="small"
          type="datetime-local"
          label={t('pduLogs.filters.to')}
          value={filters.dateTo}
          onChange={set('dateTo')}
          slotProps={dateSlot}
        />
      </Grid>
      <Grid size={cell}>
        <TextField
          fullWidth
          size="small"
          label={t('pduLogs.filters.messageId')}
          value={filters.messageId}
          onChange={set('messageId')}
        />
      </Grid>
      <Grid size={cell} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          label={t('pduLogs.filters.sequence')}
          value={filters.sequenceNumber}
          onChange={set('sequenceNumber')}
          error={invalid.has('sequenceNumber')}
          helperText={invalid.has('sequenceNumber') ? t('pduLogs.filters.numberHint') : undefined}
        />
        <Button
          onClick={() => onChange(EMPTY_LOG_FILTERS)}
          disabled={Object.values(filters).every((value) => value === '')}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t('pduLogs.filters.reset')}
        </Button>
      </Grid>
    </Grid>
  );
}
