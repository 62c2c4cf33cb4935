import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientSession } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';
import { endpointOf } from '../../../lib/endpoint-of';

/** The bound sessions of one account, shown when its row is expanded. */
export function ClientSessions({ sessions }: { sessions: ClientSession[] }) {
  const { t, i18n } = useTranslation();
  if (sessions.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
        {t('esme.sessions.none')}
      </Typography>
    );
  }
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Table size="small" aria-label={t('esme.sessions.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('esme.sessions.remoteAddress')}</TableCell>
          <TableCell>{t('esme.sessions.bindType')}</TableCell>
          <TableCell sx={NOT_ON_PHONE}>{t('esme.sessions.since')}</TableCell>
          <TableCell align="right">{t('esme.sessions.received')}</TableCell>
          <TableCell align="right">{t('esme.sessions.sent')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session) => (
          <TableRow key={session.session_id} data-testid="esme-session">
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {endpointOf(session)}
              {session.tls && ' · TLS'}
            </TableCell>
            <TableCell>{t(`esme.sessions.bindTypes.${session.bind_type}`)}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{time.format(new Date(session.since))}</TableCell>
            <TableCell align="right">{number.format(session.received)}</TableCell>
            <TableCell align="right">{number.format(session.sent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
