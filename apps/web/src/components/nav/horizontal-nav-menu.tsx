import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { HorizontalMenuToggle } from '../../lib/settings-store';
import { currentNavPath } from './is-active-path';
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
            <NavLinkContent {...item} collapsed={false} />
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
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const active = group.children.some((child) => child.path === current);
  const hover = toggle === 'hover';

  return (
    <Box
      onMouseEnter={hover ? () => setOpen(true) : undefined}
      onMouseLeave={hover ? () => setOpen(false) : undefined}
    >
      <Button
        ref={setAnchor}
        onClick={() => setOpen((shown) => (hover ? true : !shown))}
        aria-haspopup="menu"
        aria-expanded={open}
        variant={active ? 'contained' : 'text'}
        sx={active ? { ...entrySx, color: 'primary.contrastText' } : entrySx}
        endIcon={<ExpandMore fontSize="small" />}
      >
        <NavLinkContent title={group.title} icon={group.icon} collapsed={false} />
      </Button>
      <Popper open={open} anchorEl={anchor} placement="bottom-start" transition disablePortal>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps}>
            <Paper elevation={6} sx={{ mt: 0.5, minWidth: 200, zIndex: 'modal' }}>
              <ClickAwayListener onClickAway={() => setOpen(false)}>
                <MenuList>
                  {group.children.map((child) => (
                    <MenuItem
                      key={child.page}
                      component={Link}
                      to={child.path}
                      selected={child.path === current}
                      onClick={() => setOpen(false)}
                    >
                      <NavLinkContent {...child} collapsed={false} />
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
