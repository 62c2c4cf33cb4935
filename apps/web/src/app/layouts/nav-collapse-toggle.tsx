import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface NavCollapseToggleProps {
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The foot of the permanent drawer: "Collapse navigation" written out, or in the rail an arrow
 * named "Expand navigation" (tooltip and accessible name). The arrows point the way the drawer
 * moves, mirrored right to left.
 */
export function NavCollapseToggle({ collapsed, onToggle }: NavCollapseToggleProps) {
  const { t } = useTranslation();
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  if (collapsed) {
    const label = t('layout.expandNav');
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
        <Tooltip title={label} placement="right">
          <IconButton aria-label={label} onClick={onToggle} data-testid="nav-collapse-toggle">
            <KeyboardDoubleArrowRight fontSize="small" sx={mirrored} />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <ListItemButton
        onClick={onToggle}
        sx={{ minHeight: 40, px: 1.5, borderRadius: 1 }}
        data-testid="nav-collapse-toggle"
      >
        <ListItemIcon>
          <KeyboardDoubleArrowLeft fontSize="small" sx={mirrored} />
        </ListItemIcon>
        <ListItemText primary={t('layout.collapseNav')} />
      </ListItemButton>
    </Box>
  );
}
