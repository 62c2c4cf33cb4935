import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { translateMessage } from '../../../lib/i18n';
import type { RouteFormValues } from '../lib/route-form';

/** Text typed or pasted as a list: "+380, 4420 1" -> ["+380", "4420", "1"]. */
export const splitPrefixes = (values: readonly string[]) =>
  [...new Set(values.flatMap((value) => String(value).split(/[\s,;]+/)))].filter(Boolean);

interface PrefixesFieldProps {
  control: Control<RouteFormValues>;
  label: string;
  hint: string;
}

/**
 * Destination prefixes as chips: Enter, a comma or leaving the field adds what was typed (a
 * pasted list becomes one chip each); the shared schema checks each, and bad ones turn red.
 */
export function PrefixesField({ control, label, hint }: PrefixesFieldProps) {
  const { field, fieldState } = useController({ control, name: 'destination_prefixes' });
  const entries = field.value;
  const entryErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[])
    : [];
  const badMessages = entries.flatMap((entry, index) => {
    const message = entryErrors[index]?.message;
    return message ? [`${entry}: ${translateMessage(message)}`] : [];
  });
  const message = fieldState.error?.message
    ? translateMessage(fieldState.error.message)
    : badMessages.join('; ');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={entries}
      onChange={(_, value) => field.onChange(splitPrefixes(value))}
      onBlur={field.onBlur}
      renderValue={(value, getItemProps) =>
        value.map((entry, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={entry}
              color={entryErrors[index]?.message ? 'error' : 'default'}
              sx={{ fontFamily: 'monospace' }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name="destination_prefixes"
          inputRef={field.ref}
          label={label}
          error={Boolean(message)}
          helperText={message || hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'tel', spellCheck: false },
          }}
        />
      )}
    />
  );
}
