import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { generateSmppPassword } from '../lib/generate-password';
import type { ClientFormValues } from './client-form-values';
import { CopyWithPasswordButton } from './copy-with-password-button';

interface PasswordFieldProps {
  control: Control<ClientFormValues>;
  /** Editing: an empty field keeps the stored password. */
  editing: boolean;
  /** The SMPP port, for copying the connection details with the password. */
  port: number;
}

/**
 * The bind password with a 'Generate' button (a generated password is shown in clear) and a
 * button copying it with the connection details, the only time it can be copied.
 */
export function PasswordField({ control, editing, port }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'password', control });
  const [visible, setVisible] = useState(false);
  const [generated, setGenerated] = useState(false);
  const error = fieldState.error?.message;
  let hint = t(editing ? 'esme.form.passwordKeep' : 'esme.form.passwordHint');
  if (generated) hint = t('esme.form.generated');
  else if (editing && field.value) hint = t('esme.form.passwordChangeUnbinds');

  return (
    // The buttons move under the field when it would get too narrow for the password.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, alignItems: 'flex-start' }}>
      <TextField
        label={t('esme.form.password')}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          setGenerated(false);
          field.onChange(event.target.value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        required={!editing}
        sx={{ flex: '1 1 180px' }}
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : hint}
        slotProps={{
          htmlInput: { maxLength: 8, spellCheck: false, style: { fontFamily: 'monospace' } },
          input: {
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
        }}
      />
      <Button
        variant="outlined"
        startIcon={<AutorenewOutlined />}
        sx={{ mt: 1, flexShrink: 0 }}
        onClick={() => {
          field.onChange(generateSmppPassword());
          setVisible(true);
          setGenerated(true);
        }}
      >
        {t('esme.form.generate')}
      </Button>
      <CopyWithPasswordButton control={control} port={port} />
    </Box>
  );
}
