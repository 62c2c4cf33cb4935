import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A text field bound to react-hook-form; its error (shared schema or server) is translated. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  type,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const message = fieldState.error?.message;

  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      type={isPassword && visible ? 'text' : type}
      error={Boolean(fieldState.error)}
      helperText={message ? translateMessage(message) : helperText}
      slotProps={
        isPassword
          ? {
              ...slotProps,
              input: {
                ...(typeof slotProps?.input === 'object' ? slotProps.input : {}),
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      onClick={() => setVisible((shown) => !shown)}
                      onMouseDown={(event) => event.preventDefault()}
                      aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }
          : slotProps
      }
    />
  );
}
