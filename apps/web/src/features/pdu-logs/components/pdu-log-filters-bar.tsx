import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { LogSide } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnySelect } from '../../../components/form/any-select';
import { DateTimeFilter } from '../../../components/form/date-time-filter';
import { usePhone } from '../../../lib/use-phone';
import type { ConnectionName } from '../api/list-connections';
import { PDU_COMMANDS } from '../commands';
import { EMPTY_LOG_FILTERS, invalidLogFilters, type PduLogFilters } from '../log-filters';

interface PduLogFiltersBarProps {
  side: LogSide;
  filters: PduLogFilters;
  connections: ConnectionName[];
  onChange: (filters: PduLogFilters) => void;
}

/** The filters a phone shows only on "More filters". */
const FOLDED = ['session', 'dateFrom', 'dateTo', 'messageId', 'sequenceNumber'] as const;

/** Every filter of the log list; the page applies them as they change. */
export function PduLogFiltersBar({ side, filters, connections, onChange }: PduLogFiltersBarProps) {
  const { t } = useTranslation();
  const invalid = new Set(invalidLogFilters(filters));
  const set =
    <K extends keyof PduLogFilters>(key: K) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...filters, [key]: event.target.value as PduLogFilters[K] });
  const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
  // On a phone the less used filters fold away, so the first rows show without scrolling; one
  // in use keeps them open.
  const phone = usePhone();
  const [more, setMore] = useState(false);
  const open = more || FOLDED.some((key) => filters[key] !== '');
  const foldable = phone && !open ? { display: 'none' } : undefined;

  return (
    <Grid container spacing={2} data-testid="log-filters">
      <Grid size={{ xs: 12, md: 8, lg: 6 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('pduLogs.filters.search')}
          helperText={t('pduLogs.filters.searchHint')}
          value={filters.search}
          onChange={set('search')}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'log-search' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4, lg: 3 }} sx={foldable}>
        <TextField
          fullWidth
          size="small"
          label={t('pduLogs.filters.session')}
          value={filters.session}
          onChange={set('session')}
          slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
        />
      </Grid>
      <Grid size={cell}>
        <AnySelect
          fullWidth
          label={t(`pduLogs.filters.connection.${side}`)}
          anyLabel={t(`pduLogs.filters.any.connection.${side}`)}
          value={filters.connection}
          onChange={(connection) => onChange({ ...filters, connection })}
          options={connections.map((connection) => ({
            value: String(connection.id),
            label: connection.name,
          }))}
        />
      </Grid>
      <Grid size={cell}>
        <AnySelect
          fullWidth
          label={t('pduLogs.filters.command')}
          anyLabel={t('pduLogs.filters.any.command')}
          value={filters.command}
          onChange={(command) => onChange({ ...filters, command })}
          options={PDU_COMMANDS.map((command) => ({
            value: command,
            label: command,
            monospace: true,
          }))}
        />
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
          helperText={invalid.has('commandStatus') ? t('pduLogs.filters.statusHint') : undefined}
        />
      </Grid>
      <Grid size={cell}>
        <AnySelect
          fullWidth
          label={t('pduLogs.filters.direction')}
          anyLabel={t('pduLogs.filters.any.direction')}
          value={filters.direction}
          onChange={(direction) =>
            onChange({ ...filters, direction: direction as PduLogFilters['direction'] })
          }
          options={[
            { value: 'out', label: t('pduLogs.direction.out') },
            { value: 'in', label: t('pduLogs.direction.in') },
          ]}
        />
      </Grid>
      <Grid size={cell} sx={foldable}>
        <DateTimeFilter
          fullWidth
          label={t('pduLogs.filters.from')}
          value={filters.dateFrom}
          notAfter={filters.dateTo}
          onChange={(dateFrom) => onChange({ ...filters, dateFrom })}
        />
      </Grid>
      <Grid size={cell} sx={foldable}>
        <DateTimeFilter
          fullWidth
          label={t('pduLogs.filters.to')}
          value={filters.dateTo}
          notBefore={filters.dateFrom}
          onChange={(dateTo) => onChange({ ...filters, dateTo })}
        />
      </Grid>
      <Grid size={cell} sx={foldable}>
        <TextField
          fullWidth
          size="small"
          label={t('pduLogs.filters.messageId')}
          value={filters.messageId}
          onChange={set('messageId')}
        />
      </Grid>
      <Grid size={cell} sx={foldable}>
        <TextField
          fullWidth
          size="small"
          label={t('pduLogs.filters.sequence')}
          value={filters.sequenceNumber}
          onChange={set('sequenceNumber')}
          error={invalid.has('sequenceNumber')}
          helperText={invalid.has('sequenceNumber') ? t('pduLogs.filters.numberHint') : undefined}
        />
      </Grid>
      {phone && (
        <Grid size="auto">
          <Button
            onClick={() => setMore(!open)}
            aria-expanded={open}
            startIcon={open ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
            sx={{ height: 40 }}
          >
            {open ? t('pduLogs.filters.fewer') : t('pduLogs.filters.more')}
          </Button>
        </Grid>
      )}
      {/* A cell of its own: sharing one cut the sequence number's label at 1366 px. */}
      <Grid size="auto" sx={{ ml: 'auto' }}>
        <Button
          onClick={() => onChange(EMPTY_LOG_FILTERS)}
          disabled={Object.values(filters).every((value) => value === '')}
          sx={{ height: 40 }}
        >
          {t('pduLogs.filters.reset')}
        </Button>
      </Grid>
    </Grid>
  );
}
