import type { LoadTestProgress } from '@routelab/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { drawnCounts } from '../../../testing/drawn-counts';
import { LoadTestChart } from './load-test-chart';

const sample = (t: number, sent: number, acknowledged: number, delivered: number) => ({
  t,
  sent,
  acknowledged,
  delivered,
  latency_p50_ms: 4,
  latency_p99_ms: 9,
});

/** A test that ends abruptly: the last second's drop is where a spline overshot below 0. */
const progress: LoadTestProgress = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  gateway_id: 1,
  total: 41,
  created: 41,
  submitted: 41,
  acknowledged: 41,
  failed: 0,
  delivered: 41,
  not_delivered: 0,
  per_second: [
    sample(0, 0, 0, 0),
    sample(1, 20, 18, 10),
    sample(2, 20, 20, 20),
    sample(3, 1, 3, 11),
  ],
  done: true,
  stopped: false,
};

describe('LoadTestChart', () => {
  it('draws each second of sent, acknowledged and delivered at its exact count', () => {
    const { getByTestId } = render(<LoadTestChart progress={progress} />);
    const lines = getByTestId('load-test-throughput').querySelectorAll('path.MuiLineChart-line');
    expect(lines).toHaveLength(3);
    const of = (kind: 'sent' | 'acknowledged' | 'delivered') =>
      progress.per_second.map((second) => second[kind]);
    expect(drawnCounts(lines[0]!, 20)).toEqual(of('sent'));
    expect(drawnCounts(lines[1]!, 20)).toEqual(of('acknowledged'));
    expect(drawnCounts(lines[2]!, 20)).toEqual(of('delivered'));
  });
});
