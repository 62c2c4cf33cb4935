import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DedicatedSmpp } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';
import { endpointOf } from '../../../lib/endpoint-of';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

/** The sessions bound on the dedicated listener now (live: refreshed on bind and unbind). */
export function DedicatedSessions({ sessions }: { sessions: DedicatedSmpp['sessions'] }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  if (sessions.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dedicatedSmpp.noSessions')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('dedicatedSmpp.sessions')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('dedicatedSmpp.systemId')}</TableCell>
          <TableCell>{t('dedicatedSmpp.remoteAddress')}</TableCell>
          <TableCell>{t('dedicatedSmpp.bindType')}</TableCell>
          <TableCell sx={NOT_ON_PHONE}>{t('dedicatedSmpp.since')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session) => (
          <TableRow key={session.session_id} data-testid="dedicated-session">
            <TableCell sx={{ fontFamily: 'monospace' }}>{session.system_id}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {endpointOf(session)}
              {session.tls && ' · TLS'}
            </TableCell>
            <TableCell>{t(`esme.sessions.bindTypes.${session.bind_type}`)}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{formatTime(session.since)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
