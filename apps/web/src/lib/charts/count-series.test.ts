import { describe, expect, it } from 'vitest';
import { countSeries } from './count-series';

describe('countSeries', () => {
  it('draws steps without marks, and marks a lone second, which has no run to draw', () => {
    expect(countSeries([3, 5], 'sent')).toMatchObject({ curve: 'step', showMark: false });
    expect(countSeries([5], 'sent')).toMatchObject({ curve: 'step', showMark: true });
  });
});
