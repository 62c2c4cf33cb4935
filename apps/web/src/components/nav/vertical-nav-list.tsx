import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { VerticalNavToggleType } from '../../lib/settings-store';
import { currentNavPath } from './is-active-path';
import { NavFlyout } from './nav-flyout';
import { NavLinkContent } from './nav-link-content';
import type { NavGroup, NavItem, NavLink } from './nav-types';

interface VerticalNavListProps {
  items: NavItem[];
  collapsed: boolean;
  toggleType: VerticalNavToggleType;
  onNavigate?: () => void;
}

const itemSx = { minHeight: 40, px: 1.5, mb: 0.5 } as const;

/**
 * The vertical layout's renderer of the (already filtered) navigation data. Expanded, groups open
 * in place; collapsed to a rail of icons, each group opens as a labelled menu beside it.
 */
export function VerticalNavList({
  items,
  collapsed,
  toggleType,
  onNavigate,
}: VerticalNavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentNavPath(items, pathname);
  // Groups open by the user's choice; without one, a group is open while it holds the current page.
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const groups = items.filter((item): item is NavGroup => item.kind === 'group');
  const holdsCurrentPage = (group: NavGroup) =>
    group.children.some((child) => child.path === current);
  const isOpen = (group: NavGroup) => choices[group.title] ?? holdsCurrentPage(group);

  const toggleGroup = (group: NavGroup) => {
    const opening = !isOpen(group);
    setChoices((current) => {
      const next = { ...current, [group.title]: opening };
      if (opening && toggleType === 'accordion') {
        for (const other of groups) if (other !== group) next[other.title] = false;
      }
      return next;
    });
  };

  const renderLink = (link: NavLink, nested: boolean) => (
    <Tooltip key={link.page} title={collapsed ? t(link.title) : ''} placement="right">
      <ListItemButton
        component={Link}
        to={link.path}
        selected={link.path === current}
        aria-current={link.path === current ? 'page' : undefined}
        onClick={onNavigate}
        aria-label={collapsed ? t(link.title) : undefined}
        sx={{ ...itemSx, pl: nested ? 4 : 1.5, justifyContent: 'center' }}
      >
        <NavLinkContent {...link} collapsed={collapsed} />
      </ListItemButton>
    </Tooltip>
  );

  return (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: collapsed ? 1.5 : 2, py: 1 }}>
      {items.map((item) => {
        if (item.kind === 'link') return renderLink(item, false);
        if (item.kind === 'section') {
          return collapsed ? null : (
            // The list is a <nav>, not a <ul>: its headings cannot be <li> (axe: listitem).
            <ListSubheader
              key={item.title}
              component="div"
              disableSticky
              sx={{
                bgcolor: 'transparent',
                color: 'text.disabled',
                textTransform: 'uppercase',
                fontSize: '0.8125rem',
                lineHeight: 2.5,
                mt: 1.5,
                px: 1.5,
              }}
            >
              {t(item.title)}
            </ListSubheader>
          );
        }
        if (collapsed) {
          return (
            <NavFlyout
              key={item.title}
              group={item}
              current={current}
              side="inline-end"
              hover
              onNavigate={onNavigate}
              trigger={(props) => (
                <ListItemButton
                  {...props}
                  selected={holdsCurrentPage(item)}
                  sx={{ ...itemSx, justifyContent: 'center', position: 'relative' }}
                >
                  <NavLinkContent title={item.title} icon={item.icon} collapsed />
                  {/* Says the icon opens more, beside it. */}
                  <ChevronRight
                    aria-hidden
                    sx={{ position: 'absolute', insetInlineEnd: 0, fontSize: 14, opacity: 0.7 }}
                  />
                </ListItemButton>
              )}
            />
          );
        }
        const open = isOpen(item);
        return (
          <div key={item.title}>
            <ListItemButton onClick={() => toggleGroup(item)} aria-expanded={open} sx={itemSx}>
              <NavLinkContent title={item.title} icon={item.icon} collapsed={false} />
              <ExpandMore
                fontSize="small"
                sx={{
                  transition: 'transform .2s',
                  transform: open ? 'rotate(180deg)' : 'none',
                }}
              />
            </ListItemButton>
            <Collapse in={open} unmountOnExit>
              {item.children.map((child) => renderLink(child, true))}
            </Collapse>
          </div>
        );
      })}
    </List>
  );
}
