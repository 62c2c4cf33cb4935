import Alert from '@mui/material/Alert';
import type { LogBacklog } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/**
 * Says why traffic has stopped while the SMPP sessions are paused for the PDU log, and how many
 * PDUs the log could not keep.
 */
export function LogBacklogNotice({ backlog }: { backlog: LogBacklog | undefined }) {
  const { t, i18n } = useTranslation();
  if (!backlog) return null;
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <>
      {backlog.paused && (
        <Alert severity="info" sx={{ mx: 3, mb: 2 }} data-testid="log-backlog">
          {t('pduLogs.backlog', { pending: number(backlog.pending) })}
        </Alert>
      )}
      {backlog.dropped > 0 && (
        <Alert severity="warning" sx={{ mx: 3, mb: 2 }} data-testid="log-not-logged">
          {t('pduLogs.notLogged', { dropped: number(backlog.dropped) })}
        </Alert>
      )}
    </>
  );
}
