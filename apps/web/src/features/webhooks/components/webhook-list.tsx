import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Webhook } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { NOT_ON_PHONE } from '../../../components/not-on-phone';
import { RowActions } from '../../../components/row-actions';
import { EventLabel } from './event-label';

export type WebhookAction = 'deliveries' | 'edit' | 'delete';

const ICONS = {
  deliveries: <ListAltOutlined fontSize="small" />,
  edit: <EditOutlined fontSize="small" />,
  delete: <DeleteOutline fontSize="small" />,
} as const;
const ACTIONS = Object.keys(ICONS) as WebhookAction[];

interface WebhookListProps {
  webhooks: Webhook[];
  onAction: (action: WebhookAction, webhook: Webhook) => void;
}

/** An owner's webhooks: URL, events, enabled and the secret's start. */
export function WebhookList({ webhooks, onAction }: WebhookListProps) {
  const { t } = useTranslation();
  if (webhooks.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        {t('webhooks.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('webhooks.columns.url')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('webhooks.columns.events')}</TableCell>
            <TableCell>{t('webhooks.columns.enabled')}</TableCell>
            <TableCell sx={NOT_ON_PHONE}>{t('webhooks.columns.secret')}</TableCell>
            <TableCell align="right">{t('webhooks.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {webhooks.map((webhook) => (
            <TableRow key={webhook.id} data-testid="webhook-row">
              <TableCell sx={{ maxWidth: 280, wordBreak: 'break-all' }}>{webhook.url}</TableCell>
              <TableCell sx={NOT_ON_PHONE}>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {webhook.events.map((event) => (
                    <Chip key={event} size="small" label={<EventLabel event={event} />} />
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={webhook.enabled ? 'success' : 'default'}
                  label={t(webhook.enabled ? 'webhooks.on' : 'webhooks.off')}
                />
              </TableCell>
              <TableCell sx={{ ...NOT_ON_PHONE, fontFamily: 'monospace' }}>
                {`${webhook.secret_prefix}…`}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  menuLabel={`${t('webhooks.columns.actions')}: ${webhook.url}`}
                  actions={ACTIONS.map((action) => ({
                    label: t(`webhooks.${action}`),
                    icon: ICONS[action],
                    onClick: () => onAction(action, webhook),
                  }))}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
