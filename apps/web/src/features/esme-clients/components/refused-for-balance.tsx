import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Client } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** Submits the SMPP server refused because the balance could not cover them; nothing when none. */
export function RefusedForBalance({ client }: { client: Client }) {
  const { t } = useTranslation();
  if (client.refused_for_balance <= 0) return null;
  return (
    <Tooltip title={t('cost.refusedForBalanceHint')}>
      <Typography
        variant="caption"
        data-testid="esme-refused-for-balance"
        sx={{ color: 'error.main', display: 'block' }}
      >
        {t('cost.refusedForBalance', { count: client.refused_for_balance })}
      </Typography>
    </Tooltip>
  );
}
