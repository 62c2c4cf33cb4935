import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';

interface NavLinkContentProps {
  title: string;
  icon: SvgIconComponent;
  badge?: string;
  collapsed: boolean;
  /** One line, cut with an ellipsis: the horizontal menu row. Elsewhere long titles wrap. */
  noWrap?: boolean;
}

/** Icon, title and badge of one menu entry; the collapsed navigation shows the icon only. */
export function NavLinkContent({
  title,
  icon: Icon,
  badge,
  collapsed,
  noWrap = false,
}: NavLinkContentProps) {
  const { t } = useTranslation();
  return (
    <>
      <ListItemIcon sx={collapsed ? { marginInlineEnd: 0 } : undefined}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={t(title)} slotProps={{ primary: { noWrap } }} />}
      {!collapsed && badge && (
        <Chip label={t(badge)} color="error" size="small" sx={{ flexShrink: 0, ml: 1 }} />
      )}
    </>
  );
}
