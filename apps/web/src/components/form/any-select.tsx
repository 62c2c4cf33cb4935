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
      {options.map((option) => (
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
