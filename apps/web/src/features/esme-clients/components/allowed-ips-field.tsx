import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import type { ClientFormValues } from './client-form-values';

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

/** Addresses and CIDR blocks as chips; the shared schema checks each one. */
export function AllowedIpsField({ control }: { control: Control<ClientFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'allowed_ips' });
  // An error of one entry sits at its index; every bad entry is marked at once.
  const entryErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[])
    : [];
  const badIndexes = new Set(
    field.value.flatMap((_, index) => (entryErrors[index]?.message ? [index] : [])),
  );
  const message = fieldState.error?.message
    ? translateMessage(fieldState.error.message)
    : entryProblems(field.value, entryErrors);
  const shown = message || t('esme.form.allowedIpsHint');

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={field.value}
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
          label={t('esme.form.allowedIps')}
          error={Boolean(message)}
          helperText={shown}
        />
      )}
    />
  );
}
