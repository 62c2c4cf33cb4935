import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { HorizontalMenuToggle } from '../../lib/settings-store';
import { currentNavPath } from './is-active-path';
import { NavFlyout } from './nav-flyout';
import { NavLinkContent } from './nav-link-content';
import type { NavGroup, NavItem } from './nav-types';

interface HorizontalNavMenuProps {
  items: NavItem[];
  toggle: HorizontalMenuToggle;
}

const entrySx = { px: 2, py: 1, color: 'text.primary', '& .MuiListItemIcon-root': { mr: 1 } };

/** The horizontal layout's renderer: top-level entries in a row, groups as drop-down menus. */
export function HorizontalNavMenu({ items, toggle }: HorizontalNavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentNavPath(items, pathname);
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      {items.map((item) => {
        if (item.kind === 'section') return null;
        if (item.kind === 'group')
          return <GroupMenu key={item.title} group={item} toggle={toggle} current={current} />;
        const active = item.path === current;
        return (
          <Button
            key={item.page}
            component={Link}
            to={item.path}
            variant={active ? 'contained' : 'text'}
            aria-current={active ? 'page' : undefined}
            sx={active ? { ...entrySx, color: 'primary.contrastText' } : entrySx}
          >
            <NavLinkContent {...item} collapsed={false} noWrap />
          </Button>
        );
      })}
    </Box>
  );
}

function GroupMenu({
  group,
  toggle,
  current,
}: {
  group: NavGroup;
  toggle: HorizontalMenuToggle;
  /** The path of the entry that shows the current page. */
  current: string | undefined;
}) {
  const active = group.children.some((child) => child.path === current);
  return (
    <NavFlyout
      group={group}
      current={current}
      side="block-end"
      hover={toggle === 'hover'}
      trigger={(props) => (
        <Button
          {...props}
          variant={active ? 'contained' : 'text'}
          sx={active ? { ...entrySx, color: 'primary.contrastText' } : entrySx}
          endIcon={<ExpandMore fontSize="small" />}
        >
          <NavLinkContent title={group.title} icon={group.icon} collapsed={false} noWrap />
        </Button>
      )}
    />
  );
}
