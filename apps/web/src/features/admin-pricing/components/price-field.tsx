import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { translateMessage } from '../../../lib/i18n';
import type { PriceField as PriceName, PricingFormValues } from './pricing-form';

interface PriceFieldProps {
  control: Control<PricingFormValues>;
  index: number;
  field: PriceName;
  /** Names the cell for assistive technology: "VIP 1: Segment sent through a gateway". */
  label: string;
}

/** One price of the table, in USD; the column header labels it on screen. */
export function PriceField({ control, index, field: name, label }: PriceFieldProps) {
  const { field, fieldState } = useController({ control, name: `prices.${index}.${name}` });
  const message = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={message ? translateMessage(message) : undefined}
      size="small"
      fullWidth
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'aria-label': label },
      }}
    />
  );
}
