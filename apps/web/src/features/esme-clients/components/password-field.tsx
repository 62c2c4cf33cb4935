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

interface PasswordFieldProps {
  control: Control<ClientFormValues>;
  /** Editing: an empty field keeps the stored password. */
  editing: boolean;
}

/** The bind password with a 'Generate' button; a generated password is shown in clear. */
export function PasswordField({ control, editing }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'password', control });
  const [visible, setVisible] = useState(false);
  const [generated, setGenerated] = useState(false);
  const error = fieldState.error?.message;
  let hint = t(editing ? 'esme.form.passwordKeep' : 'esme.form.passwordHint');
  if (generated) hint = t('esme.form.generated');
  else if (editing && field.value) hint = t('esme.form.passwordChangeUnbinds');

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
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
        fullWidth
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
    </Box>
  );
}
