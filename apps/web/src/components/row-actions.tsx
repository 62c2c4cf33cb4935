import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { usePhone } from '../lib/use-phone';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

interface RowActionsProps {
  actions: readonly RowAction[];
  /** Names the phone's menu button, e.g. "Actions: gw-1". */
  menuLabel: string;
}

/**
 * A row's actions: icon buttons with tooltips, or on a phone one menu button, so that a row with
 * several actions still fits in 390 px.
 */
export function RowActions({ actions, menuLabel }: RowActionsProps) {
  const phone = usePhone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!phone) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {actions.map((action) => (
          <Tooltip key={action.label} title={action.label}>
            <IconButton aria-label={action.label} onClick={action.onClick}>
              {action.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Box>
    );
  }
  return (
    <>
      <IconButton
        aria-label={menuLabel}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="row-actions"
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText primary={action.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
