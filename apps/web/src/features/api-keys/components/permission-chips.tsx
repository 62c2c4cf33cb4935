import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { API_PERMISSIONS, type ApiPermission } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** A key's permissions: one chip each, or a single chip for all or none. */
export function PermissionChips({ permissions }: { permissions: ApiPermission[] }) {
  const { t } = useTranslation();
  if (permissions.length === 0) {
    return <Chip size="small" variant="outlined" label={t('apiKeys.list.noPermissions')} />;
  }
  if (API_PERMISSIONS.every((permission) => permissions.includes(permission))) {
    return <Chip size="small" color="primary" label={t('apiKeys.list.allPermissions')} />;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {permissions.map((permission) => (
        <Chip key={permission} size="small" label={t(`apiKeys.permissions.${permission}`)} />
      ))}
    </Box>
  );
}
