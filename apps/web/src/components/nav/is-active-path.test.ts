import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { describe, expect, it } from 'vitest';
import { currentNavPath, isActivePath } from './is-active-path';
import type { NavItem, NavLink } from './nav-types';

const link = (path: string): NavLink => ({
  kind: 'link',
  title: path,
  icon: InboxOutlined,
  path,
  page: path,
});

const nav: NavItem[] = [
  link('/'),
  {
    kind: 'group',
    title: 'server',
    icon: InboxOutlined,
    children: [link('/esme'), link('/esme/messages'), link('/esme/logs')],
  },
];

describe('navigation entries', () => {
  it('match their own page and its sub-pages; / only itself', () => {
    expect(isActivePath('/esme', '/esme/messages')).toBe(true);
    expect(isActivePath('/esme', '/esmeralda')).toBe(false);
    expect(isActivePath('/', '/esme')).toBe(false);
  });

  it('mark one entry only: the most specific one', () => {
    expect(currentNavPath(nav, '/esme/messages')).toBe('/esme/messages');
    expect(currentNavPath(nav, '/esme')).toBe('/esme');
    expect(currentNavPath(nav, '/esme/anything')).toBe('/esme');
    expect(currentNavPath(nav, '/')).toBe('/');
    expect(currentNavPath(nav, '/settings')).toBeUndefined();
  });
});
