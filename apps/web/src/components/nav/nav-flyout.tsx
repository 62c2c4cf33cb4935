import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavLinkContent } from './nav-link-content';
import type { NavGroup } from './nav-types';

/** How the menu was opened: a hovered one closes when the pointer leaves, the others stay. */
type OpenedBy = 'hover' | 'click' | 'keyboard';

/** Time the pointer has to cross the gap between the trigger and the menu. */
const HOVER_CLOSE_DELAY = 200;

/** What the trigger needs from the flyout: spread these on a button. */
export interface FlyoutTriggerProps {
  ref: (element: HTMLElement | null) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-label': string;
}

interface NavFlyoutProps {
  group: NavGroup;
  /** The path of the entry that shows the current page. */
  current: string | undefined;
  /** Beside the trigger (the collapsed rail) or below it (the horizontal menu row). */
  side: 'inline-end' | 'block-end';
  /** Opens on hover too, not only on click and from the keyboard. */
  hover: boolean;
  onNavigate?: () => void;
  trigger: (props: FlyoutTriggerProps) => ReactNode;
}

/**
 * A group's pages as a labelled menu beside (or below) its trigger: opened by hover, click,
 * Enter, Space or the arrow towards it; arrows move, Escape (or the arrow back) closes it and
 * returns focus to the trigger (WAI-ARIA menu button).
 */
export function NavFlyout({ group, current, side, hover, onNavigate, trigger }: NavFlyoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const titleId = useId();
  const open = openedBy !== null;
  const title = t(group.title);
  const inlineEnd = side === 'inline-end';
  const openKey = inlineEnd ? (rtl ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
  const backKey = inlineEnd ? (rtl ? 'ArrowRight' : 'ArrowLeft') : undefined;

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  const close = () => {
    cancelClose();
    setOpenedBy(null);
  };
  const closeToTrigger = () => {
    close();
    anchor?.focus();
  };

  const triggerProps: FlyoutTriggerProps = {
    ref: setAnchor,
    onClick: (event) => {
      // A click the keyboard made (Enter, Space) has no pointer position: detail is 0.
      if (event.detail === 0) setOpenedBy((by) => (by === 'keyboard' ? null : 'keyboard'));
      else setOpenedBy((by) => (by === null || by === 'hover' ? 'click' : null));
    },
    onKeyDown: (event) => {
      if (event.key !== openKey) return;
      event.preventDefault();
      setOpenedBy('keyboard');
    },
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'aria-label': title,
  };

  return (
    <ClickAwayListener onClickAway={() => open && close()}>
      <Box
        onMouseEnter={
          hover
            ? () => {
                cancelClose();
                setOpenedBy((by) => by ?? 'hover');
              }
            : undefined
        }
        onMouseLeave={
          hover
            ? () => {
                if (openedBy !== 'hover') return;
                cancelClose();
                closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY);
              }
            : undefined
        }
        onKeyDown={(event) => {
          if (!open) return;
          const inMenu = event.target !== anchor;
          if (event.key === 'Escape' || (inMenu && event.key === backKey)) {
            event.preventDefault();
            event.stopPropagation();
            closeToTrigger();
          }
        }}
        onBlur={(event) => {
          // Focus moved on past the menu (Tab): it closes behind it.
          const next = event.relatedTarget;
          if (openedBy !== 'hover' && next instanceof Node && !event.currentTarget.contains(next))
            close();
        }}
      >
        {trigger(triggerProps)}
        <Popper
          open={open}
          anchorEl={anchor}
          placement={inlineEnd ? 'right-start' : 'bottom-start'}
          // In the DOM right after its trigger, so Tab reaches it in order; fixed, so the rail's
          // hidden overflow does not cut it (the app bar's blur would misplace a fixed one).
          disablePortal
          popperOptions={{ strategy: inlineEnd ? 'fixed' : 'absolute' }}
          sx={{ zIndex: 'modal' }}
          // The menu inside has the role; Popper's default (tooltip) would misname it.
          role="presentation"
        >
          <Paper
            elevation={6}
            sx={inlineEnd ? { ml: 1.5, minWidth: 220 } : { mt: 0.5, minWidth: 220 }}
            data-testid="nav-flyout"
          >
            <Typography
              id={titleId}
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}
            >
              {title}
            </Typography>
            <MenuList
              id={menuId}
              aria-labelledby={titleId}
              autoFocusItem={openedBy === 'keyboard'}
              // From the keyboard the first page takes focus (a menu button's way), not the
              // current one.
              variant="menu"
              sx={{ pt: 0 }}
            >
              {group.children.map((child) => (
                <MenuItem
                  key={child.page}
                  component={Link}
                  to={child.path}
                  selected={child.path === current}
                  aria-current={child.path === current ? 'page' : undefined}
                  onClick={() => {
                    close();
                    onNavigate?.();
                  }}
                >
                  <NavLinkContent {...child} collapsed={false} />
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
