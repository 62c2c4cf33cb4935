import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Gateway } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedText } from '../../../lib/i18n';
import { canSend } from '../can-send';

export type GatewayAction = 'send' | 'load-test' | 'webhooks' | 'edit' | 'delete';

interface GatewayRowActionsProps {
  gateway: Gateway;
  onAction: (action: GatewayAction, gateway: Gateway) => void;
  /** Narrow screens: one menu button instead of a row of icons. */
  compact?: boolean;
}

const ICONS = {
  send: <SendOutlined fontSize="small" />,
  'load-test': <SpeedOutlined fontSize="small" />,
  webhooks: <WebhookOutlined fontSize="small" />,
  edit: <EditOutlined fontSize="small" />,
  delete: <DeleteOutlined fontSize="small" />,
} as const;

const ACTIONS = Object.keys(ICONS) as GatewayAction[];
const SENDING: ReadonlySet<GatewayAction> = new Set(['send', 'load-test']);

export function GatewayRowActions({ gateway, onAction, compact = false }: GatewayRowActionsProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const disabledWhy = (action: GatewayAction) =>
    SENDING.has(action) && !canSend(gateway)
      ? sharedText('This gateway binds as a receiver and cannot send.')
      : undefined;

  if (compact) {
    const run = (action: GatewayAction) => {
      setMenuAnchor(null);
      onAction(action, gateway);
    };
    return (
      <>
        <IconButton
          aria-label={`${t('smsc.list.columns.actions')}: ${gateway.name}`}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          data-testid="gateway-actions"
        >
          <MoreVertOutlined fontSize="small" />
        </IconButton>
        <Menu
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          slotProps={{ paper: { sx: { maxWidth: 320 } } }}
        >
          {ACTIONS.map((action) => (
            <MenuItem
              key={action}
              onClick={() => run(action)}
              disabled={Boolean(disabledWhy(action))}
              data-testid={`gateway-${action}`}
              sx={{ whiteSpace: 'normal' }}
            >
              <ListItemIcon>{ICONS[action]}</ListItemIcon>
              <ListItemText primary={t(`smsc.actions.${action}`)} secondary={disabledWhy(action)} />
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {ACTIONS.map((action) => {
        const label = t(`smsc.actions.${action}`);
        const why = disabledWhy(action);
        return (
          <Tooltip key={action} title={why ?? label}>
            {/* A disabled button gets no pointer events; the span still shows the tooltip. */}
            <span>
              <IconButton
                aria-label={`${label}: ${gateway.name}`}
                data-testid={`gateway-${action}`}
                onClick={() => onAction(action, gateway)}
                disabled={Boolean(why)}
                color={action === 'delete' ? 'error' : action === 'send' ? 'primary' : 'default'}
              >
                {ICONS[action]}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Box>
  );
}
