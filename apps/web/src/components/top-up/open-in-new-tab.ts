/**
 * Opens `url` in a new tab; false when the browser blocked it. The tab ends on the provider's
 * site, so it gets no handle back to the console (the window is needed to see a block, which
 * `noopener` would hide).
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
