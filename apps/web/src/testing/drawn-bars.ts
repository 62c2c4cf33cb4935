import { vi } from 'vitest';

/**
 * The counts bars draw, read back from their heights (the bar chart's counterpart of
 * drawnCounts): `top` is the count of the tallest bar among `bars`, and each other bar's count
 * is its share of that height. A stacked segment is measured on its own, so the segments of all
 * stacks can be read together. The charts draw on whole pixels, so the reading is rounded to a
 * whole count; that stays exact only while a count is taller than two pixels, which is checked.
 */
export function drawnBarCounts(bars: readonly Element[], top: number): number[] {
  const heights = bars.map((bar) => {
    const height = Number(bar.getAttribute('height'));
    if (!Number.isFinite(height)) throw new Error(`not a drawn bar: ${bar.outerHTML}`);
    return height;
  });
  const perCount = Math.max(...heights) / top;
  if (!(perCount > 2)) throw new Error(`${perCount} px a count: too small to read exactly`);
  return heights.map((height) => Math.round(height / perCount));
}

/** The bars of one series of a bar chart inside `container`, in the order of its data. */
export const barsOf = (container: Element, seriesId: string): Element[] => [
  ...container.querySelectorAll(`g[data-series="${seriesId}"] rect`),
];

/**
 * Gives the charts a width in jsdom, which lays nothing out: a chart measures its container's
 * computed width, and without one its plot is narrower than its margins and draws no bars.
 */
export function giveChartsWidth(width: number): void {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (!element.classList.contains('MuiChartsSurface-root')) return style;
    return new Proxy(style, {
      get: (target, property) => {
        if (property === 'width') return `${width}px`;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}
