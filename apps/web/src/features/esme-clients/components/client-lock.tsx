import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Client } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useUnlockClient } from '../api/unlock-client';

/**
 * An account some addresses are locked out of after too many wrong passwords from them: until
 * when the last of those locks lasts, and a way for its owner to end them early. Failed binds
 * short of a lock are only counted.
 */
export function ClientLock({ client }: { client: Client }) {
  const { t, i18n } = useTranslation();
  const unlock = useUnlockClient();
  // The server's view at the last refresh (every 10 s at most): null once the lock has ended.
  if (client.locked_until === null) {
    if (client.failed_binds === 0) return null;
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {t('esme.lock.failedBinds', { count: client.failed_binds })}
      </Typography>
    );
  }
  const until = new Date(client.locked_until);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' });
  const onUnlock = () =>
    unlock.mutate(client.id, {
      onSuccess: (saved) => notify.success(t('esme.lock.unlocked', { name: saved.name })),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
      <Tooltip title={t('esme.lock.hint', { count: client.failed_binds })}>
        <Chip
          size="small"
          color="warning"
          icon={<LockOutlined />}
          data-testid="esme-client-lock"
          label={t('esme.lock.lockedUntil', { time: time.format(until) })}
        />
      </Tooltip>
      <Tooltip title={t('esme.lock.unlock')}>
        <IconButton
          size="small"
          aria-label={t('esme.lock.unlock')}
          disabled={unlock.isPending}
          onClick={onUnlock}
        >
          <LockOpenOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
