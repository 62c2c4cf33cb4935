import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface AnySelectOption {
  value: string;
  label: ReactNode;
  monospace?: boolean;
}

interface AnySelectProps {
  label: string;
  /** The text of the empty choice ("Any", "Any account", …). */
  anyLabel: string;
  value: string;
  options: readonly AnySelectOption[];
  onChange: (value: string) => void;
  fullWidth?: boolean;
}

/**
 * A list filter's select. Its empty value means no filter and reads as `anyLabel` rather than
 * hiding behind the label.
 */
export function AnySelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
  fullWidth,
}: AnySelectProps) {
  // A value from the URL may name an option that has not loaded (or no longer exists): it still
  // reads as itself instead of a blank select.
  const shown =
    value === '' || options.some((option) => option.value === value)
      ? options
      : [...options, { value, label: value }];
  return (
    <TextField
      select
      fullWidth={fullWidth ?? false}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {shown.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          sx={option.monospace ? { fontFamily: 'monospace' } : undefined}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
