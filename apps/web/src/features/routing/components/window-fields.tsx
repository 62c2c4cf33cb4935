import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { WEEK_DAYS } from '@routelab/shared';
import { useId, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateMessage } from '../../../lib/i18n';
import type { RouteFormValues } from '../lib/route-form';

/** Monday first, as the console's languages write a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The weekday's names in `language`, by JavaScript's day number (0 Sunday). */
function weekdayNames(language: string, width: 'short' | 'long') {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return WEEK_DAYS.map((day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/** A route's time window: days of the week, from and to (local time), and the time zone. */
export function WindowFields({ control }: { control: Control<RouteFormValues> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const short = useMemo(() => weekdayNames(language, 'short'), [language]);
  const long = useMemo(() => weekdayNames(language, 'long'), [language]);
  const { field, fieldState } = useController({ control, name: 'days' });
  const labelId = useId();
  const message = fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
          {t('routing.form.days')}
        </Typography>
        <ToggleButtonGroup
          aria-labelledby={labelId}
          value={field.value}
          onChange={(_, days: number[]) => field.onChange(days)}
          size="small"
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEK_ORDER.map((day) => (
            <ToggleButton key={day} value={day} aria-label={long[day]} sx={{ minWidth: 44 }}>
              {short[day]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {message && <FormHelperText error>{translateMessage(message)}</FormHelperText>}
      </div>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 2fr' }, gap: 2 }}
      >
        <FormTextField
          control={control}
          name="from"
          label={t('routing.form.from')}
          placeholder="09:00"
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="to"
          label={t('routing.form.to')}
          placeholder="18:00"
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="time_zone"
          label={t('routing.form.timeZone')}
          helperText={t('routing.form.timeZoneHint')}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('routing.form.windowHint')}
      </Typography>
    </Box>
  );
}
