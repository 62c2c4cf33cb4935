import TextField from '@mui/material/TextField';

interface DateTimeFilterProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm`, or '' for no bound. */
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
}

/** A list filter's date-and-time bound; the label stays above the browser's own placeholder. */
export function DateTimeFilter({ label, value, onChange, fullWidth }: DateTimeFilterProps) {
  return (
    <TextField
      fullWidth={fullWidth ?? false}
      size="small"
      type="datetime-local"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
