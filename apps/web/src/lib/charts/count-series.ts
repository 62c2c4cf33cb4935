import type { LineSeries } from '@mui/x-charts/LineChart';

/**
 * A series of per-second counts drawn as steps: each second is a flat run at its exact count,
 * centred on its tick. A spline (the charts' default curve) bends between the points, so a
 * second of 6 could look like 4.3 and the end of a test overshoot; the axis tooltip gives the
 * exact count of the second under the pointer. A single second has no run to draw: it shows
 * as a mark.
 */
export function countSeries(data: readonly number[], label: string): LineSeries {
  return {
    data: [...data],
    label,
    curve: 'step',
    showMark: data.length < 2,
    valueFormatter: (value) => (value === null ? '' : String(value)),
  };
}

/** A count axis: from 0, whole numbers only (a tick at 0.5 messages means nothing). */
export const countAxis = (label: string) => ({ label, min: 0, tickMinStep: 1 });
