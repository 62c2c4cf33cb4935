import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ConnectionState, GatewayConnection } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<ConnectionState, 'default' | 'info' | 'success' | 'error'> = {
  disconnected: 'default',
  connecting: 'info',
  bound: 'success',
  error: 'error',
};

interface ConnectionBadgeProps {
  /** Absent for a gateway the manager does not run (disabled). */
  connection: GatewayConnection | undefined;
}

/** The live bind state; an error shows its reason beneath (touch screens have no hover). */
export function ConnectionBadge({ connection }: ConnectionBadgeProps) {
  const { t, i18n } = useTranslation();
  const state = connection?.state ?? 'disconnected';
  const since = connection
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(new Date(connection.since))
    : undefined;
  const reason = connection?.last_error;
  const title = [
    state === 'error' || reason ? reason : undefined,
    since ? t('smsc.state.since', { time: since }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Tooltip title={title} disableHoverListener={!title}>
        <Chip
          size="small"
          color={colors[state]}
          variant={state === 'bound' ? 'filled' : 'outlined'}
          label={t(`smsc.state.${state}`)}
          data-testid="connection-state"
          data-state={state}
          aria-description={title || undefined}
        />
      </Tooltip>
      {state !== 'bound' && reason && (
        <Typography
          variant="caption"
          component="div"
          data-testid="connection-error"
          sx={{ color: 'error.main', mt: 0.5, maxWidth: 260, overflowWrap: 'anywhere' }}
        >
          {reason}
        </Typography>
      )}
    </>
  );
}
