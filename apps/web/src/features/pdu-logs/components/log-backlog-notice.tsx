import Alert from '@mui/material/Alert';
import type { LogBacklog } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** Says why traffic has stopped while the SMPP sessions are paused for the PDU log. */
export function LogBacklogNotice({ backlog }: { backlog: LogBacklog | undefined }) {
  const { t, i18n } = useTranslation();
  if (!backlog?.paused) return null;
  return (
    <Alert severity="info" sx={{ mx: 3, mb: 2 }} data-testid="log-backlog">
      {t('pduLogs.backlog', { pending: backlog.pending.toLocaleString(i18n.language) })}
    </Alert>
  );
}
