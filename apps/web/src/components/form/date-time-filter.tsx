import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime, parseLocalDateTime } from '../../lib/localized-date-time';
import { useDateTimePattern } from '../../lib/use-date-time-pattern';

interface DateTimeFilterProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm`, or '' for no bound. */
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
}

/** What the user is typing, and the value it stood for when typed. */
interface Draft {
  text: string;
  value: string;
}

/**
 * A list filter's date-and-time bound, typed and shown in the UI language's order
 * (26.11.2026, 14:05 in ru and uk); a native datetime-local input would follow the browser's.
 * Text that names no time is flagged and leaves the filter as it was.
 */
export function DateTimeFilter({ label, value, onChange, fullWidth }: DateTimeFilterProps) {
  const { t } = useTranslation();
  const { pattern, placeholder } = useDateTimePattern();
  const [draft, setDraft] = useState<Draft | null>(null);
  // A value set from outside (Clear filters, the URL) replaces what was being typed.
  const editing = draft !== null && draft.value === value;
  const text = editing ? draft.text : formatLocalDateTime(value, pattern);
  const invalid =
    editing && draft.text.trim() !== '' && parseLocalDateTime(draft.text, pattern) === undefined;
  return (
    <TextField
      fullWidth={fullWidth ?? false}
      size="small"
      label={label}
      value={text}
      placeholder={placeholder}
      error={invalid}
      helperText={invalid ? t('form.dateTime.invalid', { pattern: placeholder }) : undefined}
      onChange={(event) => {
        const typed = event.target.value;
        const parsed = typed.trim() === '' ? '' : parseLocalDateTime(typed, pattern);
        setDraft({ text: typed, value: parsed ?? value });
        if (parsed !== undefined && parsed !== value) onChange(parsed);
      }}
      // Once left, a valid entry is shown as the language writes it.
      onBlur={() => !invalid && setDraft(null)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
