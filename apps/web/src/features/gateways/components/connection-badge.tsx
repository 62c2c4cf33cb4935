import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ConnectionState, Gateway, GatewayConnection } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';
import { FailureLine } from './failure-line';

const colors: Record<ConnectionState, 'default' | 'info' | 'success' | 'error'> = {
  disconnected: 'default',
  connecting: 'info',
  bound: 'success',
  error: 'error',
};

interface ConnectionBadgeProps {
  gateway: Gateway;
  /** Absent for a gateway the manager does not run (disabled). */
  connection: GatewayConnection | undefined;
}

/**
 * The live bind state; a failure shows beneath in the user's language with its time and the
 * countdown to the next attempt (touch screens have no hover).
 */
export function ConnectionBadge({ gateway, connection }: ConnectionBadgeProps) {
  const { t, i18n } = useTranslation();
  const state = connection?.state ?? 'disconnected';
  const since = connection
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(new Date(connection.since))
    : undefined;
  const failure = state === 'bound' ? null : connection?.last_failure;
  const title = [
    failure ? failureText(t, failure, gateway) : undefined,
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
      {connection && <FailureLine gateway={gateway} connection={connection} />}
    </>
  );
}
