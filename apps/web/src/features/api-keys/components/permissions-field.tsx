import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { API_PERMISSIONS, type ApiPermission } from '@routelab/shared';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import type { ApiKeyFormValues } from '../lib/api-key-form';
import { PERMISSION_GROUPS } from '../lib/permission-groups';
import { PERMISSION_TEMPLATES, permissionsOf, templateOf } from '../lib/permission-templates';

/**
 * The eight permissions as checkboxes, client side beside server side, under templates that tick
 * a usual set at once (the one the ticks match is shown pressed).
 */
export function PermissionsField({ control }: { control: Control<ApiKeyFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const toggle = (permission: ApiPermission, on: boolean) => {
    const chosen = new Set(field.value);
    if (on) chosen.add(permission);
    else chosen.delete(permission);
    // Kept in the contract's order, so a saved key reads the same as it was shown.
    field.onChange(API_PERMISSIONS.filter((code) => chosen.has(code)));
  };
  const message = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{t('apiKeys.form.permissions')}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('apiKeys.form.templates')}
        value={templateOf(field.value)}
        onChange={(_, id: (typeof PERMISSION_TEMPLATES)[number]['id'] | null) => {
          if (id) field.onChange(permissionsOf(id));
        }}
        sx={{ my: 1, flexWrap: 'wrap' }}
      >
        {PERMISSION_TEMPLATES.map((template) => (
          <ToggleButton
            key={template.id}
            value={template.id}
            data-testid={`template-${template.id}`}
          >
            {t(`apiKeys.form.template.${template.id}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {PERMISSION_GROUPS.map((group) => (
          <FormGroup key={group.title} aria-label={t(group.title)} role="group">
            <FormHelperText sx={{ mx: 0 }}>{t(group.title)}</FormHelperText>
            {group.permissions.map((permission) => (
              <FormControlLabel
                key={permission}
                label={t(`apiKeys.permissions.${permission}`)}
                control={
                  <Checkbox
                    name={`permissions.${permission}`}
                    checked={field.value.includes(permission)}
                    onChange={(_, checked) => toggle(permission, checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            ))}
          </FormGroup>
        ))}
      </Box>
      <FormHelperText>
        {message ? translateMessage(message) : t('apiKeys.form.permissionsHint')}
      </FormHelperText>
    </FormControl>
  );
}
