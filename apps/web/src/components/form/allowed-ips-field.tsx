import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { translateMessage } from '../../lib/i18n';

/** `300.1.1.1, hello: Enter an IP address…`: the bad entries, grouped by what is wrong. */
function entryProblems(entries: string[], errors: ({ message?: string } | undefined)[]): string {
  const byMessage = new Map<string, string[]>();
  entries.forEach((entry, index) => {
    const message = errors[index]?.message;
    if (message) byMessage.set(message, [...(byMessage.get(message) ?? []), entry]);
  });
  return [...byMessage]
    .map(([message, bad]) => `${bad.join(', ')}: ${translateMessage(message)}`)
    .join('; ');
}

interface AllowedIpsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  label: string;
  /** Shown while no entry is wrong. */
  hint: string;
}

/**
 * Addresses and CIDR blocks as chips (an ESME account's, an API key's allow-list); the shared
 * schema checks each one.
 */
export function AllowedIpsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: AllowedIpsFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const entries = field.value as string[];
  // An error of one entry sits at its index; every bad entry is marked at once.
  const entryErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[])
    : [];
  const badIndexes = new Set(
    entries.flatMap((_, index) => (entryErrors[index]?.message ? [index] : [])),
  );
  const message = fieldState.error?.message
    ? translateMessage(fieldState.error.message)
    : entryProblems(entries, entryErrors);

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={entries}
      onChange={(_, value) =>
        field.onChange(
          [...new Set(value.map((entry) => String(entry).trim()))].filter((entry) => entry),
        )
      }
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
              color={badIndexes.has(index) ? 'error' : 'default'}
              sx={{ fontFamily: 'monospace' }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          error={Boolean(message)}
          helperText={message || hint}
        />
      )}
    />
  );
}
