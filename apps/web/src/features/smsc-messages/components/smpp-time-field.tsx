import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { SMPP_TIME_UNITS, type SmppTimeInput } from '@routelab/shared';
import { useState } from 'react';
import { useController, useFormState, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { menuItems } from '../../../components/form/menu-items';
import { translateMessage } from '../../../lib/i18n';
import type { SendFormInput } from '../send-form';

const TIME_MODES = ['none', 'relative', 'absolute', 'smpp'] as const;
type TimeMode = (typeof TIME_MODES)[number];

const modeOf = (value: SmppTimeInput | undefined): TimeMode =>
  typeof value === 'object' ? value.type : value ? 'smpp' : 'none';

/** An ISO date-time as a datetime-local input shows it: the browser's local time. */
function localInputOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface SmppTimeFieldProps {
  control: Control<SendFormInput>;
  name: 'validity_period' | 'schedule_delivery_time';
  label: string;
  /** Shown under the SMPP-format input. */
  smppHint: string;
}

/**
 * A validity period or schedule: not set, relative (minutes or hours), absolute (local date and
 * time, sent as UTC) or typed in SMPP format; the server writes it as an SMPP time.
 */
export function SmppTimeField({ control, name, label, smppHint }: SmppTimeFieldProps) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  // Not the controller's own state: it ignores errors set on `amount` or `at` (the server's).
  const { errors } = useFormState({ control, name });
  const value = field.value as SmppTimeInput | undefined;
  // Kept apart from the value: an emptied SMPP input is still the SMPP mode.
  const [mode, setMode] = useState<TimeMode>(modeOf(value));
  const error = errors[name] as (FieldError & { amount?: FieldError; at?: FieldError }) | undefined;
  const message = error?.message ?? error?.amount?.message ?? error?.at?.message;
  const relative = typeof value === 'object' && value.type === 'relative' ? value : undefined;
  const absolute = typeof value === 'object' && value.type === 'absolute' ? value : undefined;

  const changeMode = (next: TimeMode) => {
    setMode(next);
    if (next === 'relative') field.onChange({ type: 'relative', amount: 60, unit: 'minutes' });
    else if (next === 'absolute') field.onChange({ type: 'absolute', at: '' });
    else field.onChange('');
  };
  const helperText = message ? translateMessage(message) : undefined;

  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          label={label}
          name={`${name}.mode`}
          value={mode}
          onChange={(event) => changeMode(event.target.value as TimeMode)}
        >
          {menuItems(TIME_MODES, (option) => t(`smsc.send.timeModes.${option}`))}
        </TextField>
      </Grid>
      {relative && (
        <>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              fullWidth
              type="number"
              label={t('smsc.send.timeAmount')}
              name={`${name}.amount`}
              value={relative.amount ?? ''}
              onChange={(event) => field.onChange({ ...relative, amount: event.target.value })}
              inputRef={field.ref}
              error={Boolean(message)}
              helperText={helperText}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              select
              fullWidth
              label={t('smsc.send.timeUnit')}
              name={`${name}.unit`}
              value={relative.unit}
              onChange={(event) =>
                field.onChange({ ...relative, unit: event.target.value as typeof relative.unit })
              }
            >
              {menuItems(SMPP_TIME_UNITS, (unit) => t(`smsc.send.timeUnits.${unit}`))}
            </TextField>
          </Grid>
        </>
      )}
      {absolute && (
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            fullWidth
            type="datetime-local"
            label={t('smsc.send.timeAt')}
            name={`${name}.at`}
            value={localInputOf(absolute.at)}
            onChange={(event) => {
              const at = new Date(event.target.value);
              field.onChange({
                type: 'absolute',
                at: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
              });
            }}
            inputRef={field.ref}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(message)}
            helperText={helperText}
          />
        </Grid>
      )}
      {mode === 'smpp' && (
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            fullWidth
            label={t('smsc.send.timeSmpp')}
            name={`${name}.smpp`}
            placeholder="000001000000000R"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={helperText ?? smppHint}
          />
        </Grid>
      )}
      {mode === 'none' && <Grid size={{ xs: 12, sm: 8 }} />}
    </>
  );
}
