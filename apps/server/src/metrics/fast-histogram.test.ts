import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FastHistogram, asRegistered } from './fast-histogram.js';

describe('FastHistogram', () => {
  it('writes cumulative buckets, sum and count per label set in the text format', async () => {
    const registry = new Registry();
    const histogram = new FastHistogram('test_seconds', 'A test histogram', [0.1, 1]);
    registry.registerMetric(asRegistered(histogram));
    const fast = histogram.labelled({ side: 'esme' });
    histogram.labelled({ side: 'smsc' });
    for (const value of [0.05, 0.5, 0.5, 3]) fast.observe(value);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE test_seconds histogram');
    expect(text).toContain('test_seconds_bucket{side="esme",le="0.1"} 1');
    expect(text).toContain('test_seconds_bucket{side="esme",le="1"} 3');
    expect(text).toContain('test_seconds_bucket{side="esme",le="+Inf"} 4');
    expect(text).toContain('test_seconds_sum{side="esme"} 4.05');
    expect(text).toContain('test_seconds_count{side="esme"} 4');
    expect(text).toContain('test_seconds_count{side="smsc"} 0');
  });
});
