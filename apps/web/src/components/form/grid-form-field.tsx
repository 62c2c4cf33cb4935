import Grid, { type GridProps } from '@mui/material/Grid';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A full-width form field in a cell of a form's grid; `cell` is the cell's Grid size. */
export function GridFormField<T extends FieldValues>({
  cell,
  ...field
}: FormTextFieldProps<T> & { cell: GridProps['size'] }) {
  return (
    <Grid size={cell}>
      <FormTextField {...field} fullWidth />
    </Grid>
  );
}
