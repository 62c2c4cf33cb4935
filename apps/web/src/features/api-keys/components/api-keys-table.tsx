import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ApiKey } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';
import { keyStatus, type KeyStatus } from '../lib/key-status';
import { AllowedIpsSummary } from './allowed-ips-summary';
import { PermissionChips } from './permission-chips';

/** Columns that give way below the lg breakpoint (the 800 px layout). */
const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;

const statusColor: Record<KeyStatus, 'success' | 'default' | 'error'> = {
  active: 'success',
  disabled: 'default',
  expired: 'error',
};

interface ApiKeysTableProps {
  keys: ApiKey[];
  /** When the list was read: what counts as expired. */
  now: number;
  onEdit: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

/** The user's keys: what each may do, from where, how often, until when, and when last used. */
export function ApiKeysTable({ keys, now, onEdit, onRevoke }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation();
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.resolvedLanguage],
  );
  const format = (iso: string) => time.format(new Date(iso));
  return (
    <TableContainer>
      <Table aria-label={t('apiKeys.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('apiKeys.columns.name')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('apiKeys.columns.key')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('apiKeys.columns.permissions')}</TableCell>
            <TableCell sx={wide}>{t('apiKeys.columns.allowedIps')}</TableCell>
            <TableCell sx={wide}>{t('apiKeys.columns.rateLimit')}</TableCell>
            <TableCell>{t('apiKeys.columns.status')}</TableCell>
            <TableCell sx={wide}>{t('apiKeys.columns.expires')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('apiKeys.columns.lastUsed')}</TableCell>
            <TableCell align="right">{t('apiKeys.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => {
            const status = keyStatus(key, now);
            return (
              <TableRow key={key.id} hover data-testid={`api-key-${key.prefix}`}>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                    {key.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('apiKeys.list.created', { time: format(key.created_at) })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...NOT_ON_PHONE, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {key.prefix}…
                </TableCell>
                <TableCell sx={{ ...NOT_ON_PHONE, maxWidth: 320 }}>
                  <PermissionChips permissions={key.permissions} />
                </TableCell>
                <TableCell sx={wide}>
                  <AllowedIpsSummary addresses={key.allowed_ips} />
                </TableCell>
                <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                  {t('apiKeys.list.rateLimit', { limit: key.rate_limit })}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={status === 'active' ? 'filled' : 'outlined'}
                    color={statusColor[status]}
                    label={t(`apiKeys.list.${status}`)}
                  />
                </TableCell>
                <TableCell sx={wide}>
                  {key.expires_at ? format(key.expires_at) : t('apiKeys.list.never')}
                </TableCell>
                <TableCell sx={NOT_ON_PHONE}>
                  {key.last_used_at ? (
                    <>
                      <Typography variant="body2">{format(key.last_used_at)}</Typography>
                      {key.last_used_ip && (
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {t('apiKeys.list.usedFrom', { address: key.last_used_ip })}
                        </Typography>
                      )}
                    </>
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('apiKeys.list.neverUsed')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('apiKeys.list.edit')}>
                    <IconButton
                      aria-label={`${t('apiKeys.list.edit')} ${key.name}`}
                      onClick={() => onEdit(key)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('apiKeys.list.revoke')}>
                    <IconButton
                      aria-label={`${t('apiKeys.list.revoke')} ${key.name}`}
                      onClick={() => onRevoke(key)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
