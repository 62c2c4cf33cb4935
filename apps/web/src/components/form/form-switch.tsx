import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
}

/** A boolean field of a react-hook-form form. */
export function FormSwitch<T extends FieldValues>({ name, control, label }: FormSwitchProps<T>) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(_, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
