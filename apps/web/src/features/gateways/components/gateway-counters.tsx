import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GatewayConnection } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

const COUNTERS = ['in_flight', 'queued', 'sent', 'received'] as const;

interface GatewayCountersProps {
  connection: GatewayConnection | undefined;
  /** Say above them that they are this session's (where nothing else says so). */
  labelled?: boolean;
}

/**
 * In flight, queued, sent and received of a connection, as four compact figures: the link's,
 * started again by an edit or a restart.
 */
export function GatewayCounters({ connection, labelled = false }: GatewayCountersProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const since = connection
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(new Date(connection.counters_since))
    : '';
  const counters = (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, auto)', lg: 'repeat(4, auto)' },
        columnGap: 2,
        rowGap: 0.5,
        justifyContent: 'start',
      }}
      data-testid="gateway-counters"
    >
      {COUNTERS.map((counter) => (
        <Tooltip key={counter} title={t(`smsc.counters.${counter}Hint`)}>
          <Box>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {number.format(connection?.[counter] ?? 0)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {t(`smsc.counters.${counter}`)}
            </Typography>
          </Box>
        </Tooltip>
      ))}
    </Box>
  );
  if (!labelled) return counters;
  return (
    <>
      <Tooltip title={since && t('gatewayHealth.sessionHint', { time: since })}>
        <Typography
          variant="caption"
          component="div"
          tabIndex={0}
          sx={{ color: 'text.secondary', width: 'fit-content', mb: 0.5 }}
          data-testid="session-counters-label"
        >
          {t('gatewayHealth.session')}
        </Typography>
      </Tooltip>
      {counters}
    </>
  );
}
