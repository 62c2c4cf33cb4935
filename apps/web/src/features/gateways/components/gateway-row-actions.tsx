import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Gateway } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

export type GatewayAction = 'send' | 'load-test' | 'edit' | 'delete';

interface GatewayRowActionsProps {
  gateway: Gateway;
  onAction: (action: GatewayAction, gateway: Gateway) => void;
}

const ICONS = {
  send: <SendOutlined fontSize="small" />,
  'load-test': <SpeedOutlined fontSize="small" />,
  edit: <EditOutlined fontSize="small" />,
  delete: <DeleteOutlined fontSize="small" />,
} as const;

export function GatewayRowActions({ gateway, onAction }: GatewayRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {(Object.keys(ICONS) as GatewayAction[]).map((action) => {
        const label = t(`smsc.actions.${action}`);
        return (
          <Tooltip key={action} title={label}>
            <IconButton
              aria-label={`${label}: ${gateway.name}`}
              data-testid={`gateway-${action}`}
              onClick={() => onAction(action, gateway)}
              color={action === 'delete' ? 'error' : action === 'send' ? 'primary' : 'default'}
            >
              {ICONS[action]}
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}
