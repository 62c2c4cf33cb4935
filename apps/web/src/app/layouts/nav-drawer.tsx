import MenuOpen from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import type { NavItem } from '../../components/nav/nav-types';
import { VerticalNavList } from '../../components/nav/vertical-nav-list';
import { useSettings } from '../../lib/settings-store';
import { currentLanguage } from '../../lib/i18n';
import { createAppTheme } from '../../theme/create-app-theme';
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from './layout-sizes';
import { NavCollapseToggle } from './nav-collapse-toggle';

interface NavDrawerProps {
  items: NavItem[];
  mobileOpen: boolean;
  onMobileClose: () => void;
  /** The horizontal layout uses this drawer only below lg. */
  mobileOnly?: boolean;
}

/**
 * The side navigation: permanent from lg up (270 px, or 68 px collapsed), a temporary drawer
 * below lg. The semi-dark skin draws it with the dark palette in light mode.
 */
export function NavDrawer({
  items,
  mobileOpen,
  onMobileClose,
  mobileOnly = false,
}: NavDrawerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { navCollapsed, skin, mode, themeColor, direction, verticalNavToggleType, update } =
    useSettings();
  const semiDark = skin === 'semi-dark' && mode === 'light';
  const navTheme = useMemo(
    () =>
      semiDark
        ? createAppTheme({ mode: 'dark', skin, themeColor, direction, language: currentLanguage() })
        : null,
    [semiDark, skin, themeColor, direction],
  );

  if (mobileOnly && desktop) return null;
  const permanent = desktop && !mobileOnly;
  const collapsed = permanent && navCollapsed;
  const width = collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;

  const content = (
    <Box
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          height: 64,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: collapsed ? 0 : 3,
          flexShrink: 0,
        }}
      >
        <Logo compact={collapsed} />
        {!permanent && (
          <IconButton size="small" aria-label={t('layout.closeNav')} onClick={onMobileClose}>
            <MenuOpen fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <VerticalNavList
          items={items}
          collapsed={collapsed}
          toggleType={verticalNavToggleType}
          onNavigate={permanent ? undefined : onMobileClose}
        />
      </Box>
      {permanent && (
        <NavCollapseToggle
          collapsed={collapsed}
          onToggle={() => update({ navCollapsed: !collapsed })}
        />
      )}
    </Box>
  );

  const drawer = (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || mobileOpen}
      onClose={onMobileClose}
      slotProps={{
        paper: {
          sx: (paperTheme) => ({
            width,
            overflowX: 'hidden',
            transition: paperTheme.transitions.create('width'),
            borderInlineEnd: skin === 'bordered' ? `1px solid ${paperTheme.palette.divider}` : 0,
            boxShadow: skin === 'bordered' || !permanent ? undefined : paperTheme.shadows[3],
          }),
        },
      }}
      sx={{ width: permanent ? width : undefined, flexShrink: 0 }}
    >
      {content}
    </Drawer>
  );

  return navTheme ? <ThemeProvider theme={navTheme}>{drawer}</ThemeProvider> : drawer;
}
