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
  /** The range's other end: a From after it (or a To before it) is refused with a message. */
  notAfter?: string;
  notBefore?: string;
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
export function DateTimeFilter({
  label,
  value,
  onChange,
  fullWidth,
  notAfter,
  notBefore,
}: DateTimeFilterProps) {
  const { t } = useTranslation();
  const { pattern, placeholder } = useDateTimePattern();
  const [draft, setDraft] = useState<Draft | null>(null);
  // A value set from outside (Clear filters, the URL) replaces what was being typed.
  const editing = draft !== null && draft.value === value;
  const text = editing ? draft.text : formatLocalDateTime(value, pattern);
  const entered =
    editing && draft.text.trim() !== '' ? parseLocalDateTime(draft.text, pattern) : '';
  // Local `YYYY-MM-DDTHH:mm` values sort as text.
  const outOfRange = (candidate: string) =>
    candidate !== '' &&
    ((notAfter !== undefined && notAfter !== '' && candidate > notAfter) ||
      (notBefore !== undefined && notBefore !== '' && candidate < notBefore));
  const invalid = editing && entered === undefined;
  const refused = editing && entered !== undefined && outOfRange(entered);
  const helperText = invalid
    ? t('form.dateTime.invalid', { pattern: placeholder })
    : refused
      ? t(notAfter !== undefined ? 'lists.fromAfterTo' : 'lists.toBeforeFrom')
      : undefined;
  return (
    <TextField
      fullWidth={fullWidth ?? false}
      size="small"
      label={label}
      value={text}
      placeholder={placeholder}
      error={invalid || refused}
      helperText={helperText}
      onChange={(event) => {
        const typed = event.target.value;
        const parsed = typed.trim() === '' ? '' : parseLocalDateTime(typed, pattern);
        const accepted = parsed !== undefined && !outOfRange(parsed);
        setDraft({ text: typed, value: accepted ? parsed : value });
        if (accepted && parsed !== value) onChange(parsed);
      }}
      // Once left, a valid entry is shown as the language writes it.
      onBlur={() => !invalid && !refused && setDraft(null)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
