import { vi } from 'vitest';

/**
 * Makes media queries answer as a screen `width` px wide (jsdom has no matchMedia, so MUI's
 * useMediaQuery is always false there). Undone by vi.unstubAllGlobals().
 */
export function stubScreenWidth(width: number): void {
  const holds = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: holds(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
