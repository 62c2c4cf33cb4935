import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Profile } from '@routelab/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentArea } from '../../components/layout/content-area';
import { Footer } from '../../components/layout/footer';
import { Logo } from '../../components/logo';
import { HorizontalNavMenu } from '../../components/nav/horizontal-nav-menu';
import type { NavItem } from '../../components/nav/nav-types';
import { useSettings } from '../../lib/settings-store';
import { usePhone } from '../../lib/use-phone';
import { BOXED_CONTENT_WIDTH } from './layout-sizes';
import { NavDrawer } from './nav-drawer';
import { TopAppBar } from './top-app-bar';
import { TopBarActions } from './top-bar-actions';

interface LayoutProps {
  user: Profile;
  navItems: NavItem[];
  children: ReactNode;
}

/** Logo, actions and the menu row in the app bar; below lg the menu moves to a drawer. */
export function HorizontalLayout({ user, navItems, children }: LayoutProps) {
  const { t } = useTranslation();
  const { appBar, appBarBlur, footer, contentWidth, navHidden, horizontalMenuToggle } =
    useSettings();
  const [mobileOpen, setMobileOpen] = useState(false);
  const phone = usePhone();
  const maxWidth = contentWidth === 'boxed' ? BOXED_CONTENT_WIDTH : undefined;
  const toolbarSx = { width: '100%', maxWidth, mx: 'auto', gap: 1, px: { xs: 2, sm: 3 } };

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}
      data-layout="horizontal"
    >
      <TopAppBar display={appBar} blur={appBarBlur}>
        <Toolbar sx={toolbarSx}>
          {!navHidden && (
            <IconButton
              edge="start"
              aria-label={t('layout.openNav')}
              onClick={() => setMobileOpen(true)}
              sx={{ display: { lg: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          {/* A phone's bar keeps the mark alone: the balance needs the room. */}
          <Logo compact={phone} />
          <Box sx={{ flex: 1 }} />
          <TopBarActions user={user} />
        </Toolbar>
        {!navHidden && (
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <Divider />
            <Toolbar variant="dense" sx={{ ...toolbarSx, py: 1 }}>
              <HorizontalNavMenu items={navItems} toggle={horizontalMenuToggle} />
            </Toolbar>
          </Box>
        )}
      </TopAppBar>
      {!navHidden && (
        <NavDrawer
          items={navItems}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
          mobileOnly
        />
      )}
      <ContentArea maxWidth={maxWidth}>{children}</ContentArea>
      <Footer display={footer} maxWidth={maxWidth} />
    </Box>
  );
}
