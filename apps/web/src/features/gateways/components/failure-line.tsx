import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Gateway, GatewayConnection } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';
import { useNow } from '../use-now';

interface FailureLineProps {
  gateway: Gateway;
  connection: GatewayConnection;
}

/**
 * The last failure in the user's language with its time, and the reconnect attempt with a
 * countdown to it; the server's own words stay one hover (or focus) away.
 */
export function FailureLine({ gateway, connection }: FailureLineProps) {
  const { t, i18n } = useTranslation();
  const failure = connection.last_failure;
  const reconnect = connection.state === 'bound' ? null : connection.reconnect;
  const now = useNow(Boolean(reconnect?.at));
  if (!failure || connection.state === 'bound') return null;
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'medium' }).format(
    new Date(failure.at),
  );
  const retry = reconnect
    ? reconnect.at
      ? t('gatewayHealth.retryIn', {
          attempt: reconnect.attempt,
          seconds: Math.max(0, Math.ceil((Date.parse(reconnect.at) - now) / 1000)),
        })
      : t('gatewayHealth.retrying', { attempt: reconnect.attempt })
    : undefined;
  return (
    <Box data-testid="connection-error" data-kind={failure.kind} sx={{ mt: 0.5, maxWidth: 320 }}>
      <Tooltip title={`${t('gatewayHealth.details')}: ${connection.last_error ?? ''}`}>
        <Typography
          variant="caption"
          component="div"
          tabIndex={0}
          aria-description={connection.last_error ?? undefined}
          sx={{ color: 'error.main', overflowWrap: 'anywhere' }}
        >
          {failureText(t, failure, gateway)}
        </Typography>
      </Tooltip>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {t('gatewayHealth.failedAt', { time })}
        {retry && <span data-testid="connection-retry">{` · ${retry}`}</span>}
      </Typography>
    </Box>
  );
}
