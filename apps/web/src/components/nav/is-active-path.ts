/** '/' matches only itself; other entries also match their sub-pages. */
export const isActivePath = (entry: string, pathname: string) =>
  entry === '/' ? pathname === '/' : pathname === entry || pathname.startsWith(`${entry}/`);
