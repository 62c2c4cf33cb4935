import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Profile } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { avatarUrl, displayName } from '../../lib/auth/display-name';

/** The avatar menu of spec section 2: name, e-mail, Settings and Logout. */
export function UserMenu({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayName(user);
  const avatar = <Avatar src={avatarUrl(user)} alt={name} sx={{ width: 38, height: 38 }} />;

  const signOut = () => {
    setAnchor(null);
    logout.mutate();
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        data-testid="user-menu-button"
        sx={{ p: 0.5, borderRadius: '50%' }}
      >
        {avatar}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" noWrap data-testid="user-menu-name">
              {name}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 1 }} />
        <MenuItem component={Link} to="/settings" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <MenuItem onClick={signOut} disabled={logout.isPending} data-testid="logout">
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
