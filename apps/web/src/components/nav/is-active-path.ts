import type { NavItem } from './nav-types';

/** '/' matches only itself; other entries also match their sub-pages. */
export const isActivePath = (entry: string, pathname: string) =>
  entry === '/' ? pathname === '/' : pathname === entry || pathname.startsWith(`${entry}/`);

/**
 * The one entry of the navigation that shows the current page: the longest path that matches,
 * so /esme/messages marks Received SMS and not ESME List (/esme) as well.
 */
export function currentNavPath(items: readonly NavItem[], pathname: string): string | undefined {
  const paths = items.flatMap((item) =>
    item.kind === 'link'
      ? [item.path]
      : item.kind === 'group'
        ? item.children.map((c) => c.path)
        : [],
  );
  return paths
    .filter((path) => isActivePath(path, pathname))
    .sort((a, b) => b.length - a.length)[0];
}
