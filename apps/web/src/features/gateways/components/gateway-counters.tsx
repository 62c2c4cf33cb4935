import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GatewayConnection } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

const COUNTERS = ['in_flight', 'queued', 'sent', 'received'] as const;

/** In flight, queued, sent and received of a connection, as four compact figures. */
export function GatewayCounters({ connection }: { connection: GatewayConnection | undefined }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
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
}
