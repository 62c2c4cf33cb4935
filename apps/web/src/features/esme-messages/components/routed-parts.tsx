import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { EsmeMessageDetail } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessageStatusChip } from '../../../components/message-status-chip';
import { monoFont, SectionTitle } from './detail-list';

type Routed = NonNullable<EsmeMessageDetail['routed']>;

/**
 * Gateway mode: where each part of a routed message went — its route, its SMSC connection, the
 * provider's id and status, and a link to the Sent SMS message carrying it.
 */
export function RoutedParts({ routed }: { routed: Routed }) {
  const { t } = useTranslation();
  if (routed.length === 0) return null;
  return (
    <>
      <SectionTitle>{t('routing.links.title')}</SectionTitle>
      <Table size="small" aria-label={t('routing.links.title')} data-testid="routed-parts">
        <TableHead>
          <TableRow>
            <TableCell>{t('routing.links.part')}</TableCell>
            <TableCell>{t('routing.links.route')}</TableCell>
            <TableCell>{t('routing.links.gateway')}</TableCell>
            <TableCell>{t('routing.links.providerId')}</TableCell>
            <TableCell>{t('routing.links.status')}</TableCell>
            <TableCell>{t('routing.links.sent')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {routed.map((part) => (
            <TableRow key={part.sent_message_id}>
              <TableCell>{part.seq}</TableCell>
              <TableCell>{part.route_name ?? t('routing.links.routeRemoved')}</TableCell>
              <TableCell>
                {part.gateway_id === null ? (
                  '—'
                ) : (
                  <Link component={RouterLink} to={`/smsc/gateway/${part.gateway_id}`}>
                    #{part.gateway_id}
                  </Link>
                )}
              </TableCell>
              <TableCell sx={{ fontFamily: monoFont }}>{part.provider_message_id ?? '—'}</TableCell>
              <TableCell>
                <MessageStatusChip status={part.status} />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/smsc/messages?message=${part.sent_message_id}`}>
                  {t('routing.links.sentMessage', { id: part.sent_message_id })}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
