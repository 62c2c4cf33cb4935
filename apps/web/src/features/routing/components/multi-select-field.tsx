import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { translateMessage } from '../../../lib/i18n';
import type { RouteFormValues } from '../lib/route-form';

export interface NamedOption {
  id: number;
  name: string;
}

interface MultiSelectFieldProps {
  control: Control<RouteFormValues>;
  name: 'client_ids' | 'mo_gateway_ids';
  label: string;
  /** Shown while nothing is wrong, e.g. "Empty: every account". */
  hint: string;
  options: readonly NamedOption[];
  /** A chosen id that is not among the options (deleted since, or not loaded yet). */
  unknownLabel: (id: number) => string;
}

/** Several of the user's accounts or SMSC connections; empty means all of them. */
export function MultiSelectField({
  control,
  name,
  label,
  hint,
  options,
  unknownLabel,
}: MultiSelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const ids = field.value;
  const byId = new Map(options.map((option) => [option.id, option]));
  const value = ids.map((id) => byId.get(id) ?? { id, name: unknownLabel(id) });
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      options={options as NamedOption[]}
      value={value}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, chosen) => field.onChange(chosen.map((option) => option.id))}
      onBlur={field.onBlur}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={field.ref}
          label={label}
          error={Boolean(message)}
          helperText={message ? translateMessage(message) : hint}
        />
      )}
    />
  );
}
