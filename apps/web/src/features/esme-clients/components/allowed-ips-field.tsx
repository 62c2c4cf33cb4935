import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import type { ClientFormValues } from './client-form-values';

/** Addresses and CIDR blocks as chips; the shared schema checks each one. */
export function AllowedIpsField({ control }: { control: Control<ClientFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'allowed_ips' });
  // An error of one entry sits at its index; the first one found is shown.
  const entryErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[])
    : [];
  const badIndex = entryErrors.findIndex((entry) => entry?.message);
  const message = fieldState.error?.message ?? entryErrors[badIndex]?.message;
  const shown = message
    ? `${badIndex >= 0 ? `${field.value[badIndex]}: ` : ''}${translateMessage(message)}`
    : t('esme.form.allowedIpsHint');

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
              color={index === badIndex ? 'error' : 'default'}
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
