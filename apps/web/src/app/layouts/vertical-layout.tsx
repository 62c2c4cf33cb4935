import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Profile } from '@routelab/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentArea } from '../../components/layout/content-area';
import { Footer } from '../../components/layout/footer';
import type { NavItem } from '../../components/nav/nav-types';
import { useSettings } from '../../lib/settings-store';
import { BOXED_CONTENT_WIDTH } from './layout-sizes';
import { NavDrawer } from './nav-drawer';
import { TopAppBar } from './top-app-bar';
import { TopBarActions } from './top-bar-actions';

interface LayoutProps {
  user: Profile;
  navItems: NavItem[];
  children: ReactNode;
}

export function VerticalLayout({ user, navItems, children }: LayoutProps) {
  const { t } = useTranslation();
  const { appBar, appBarBlur, footer, contentWidth, navHidden } = useSettings();
  const [mobileOpen, setMobileOpen] = useState(false);
  const maxWidth = contentWidth === 'boxed' ? BOXED_CONTENT_WIDTH : undefined;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} data-layout="vertical">
      {!navHidden && (
        <NavDrawer
          items={navItems}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopAppBar display={appBar} blur={appBarBlur}>
          <Toolbar sx={{ width: '100%', maxWidth, mx: 'auto', gap: 1, px: { xs: 2, sm: 3 } }}>
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
            <Box sx={{ flex: 1 }} />
            <TopBarActions user={user} />
          </Toolbar>
        </TopAppBar>
        <ContentArea maxWidth={maxWidth}>{children}</ContentArea>
        <Footer display={footer} maxWidth={maxWidth} />
      </Box>
    </Box>
  );
}
