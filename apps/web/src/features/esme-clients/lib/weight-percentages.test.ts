import { DEFAULT_DLR_WEIGHTS } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { weightPercentages } from './weight-percentages';

describe('weightPercentages', () => {
  it('keeps SMPPSim defaults as they are (they add up to 100)', () => {
    expect(weightPercentages(DEFAULT_DLR_WEIGHTS)).toEqual(DEFAULT_DLR_WEIGHTS);
  });

  it('scales weights that do not add up to 100, to one decimal', () => {
    const shares = weightPercentages({ delivered: 1, undeliverable: 1, expired: 1 });
    expect(shares.delivered).toBe(33.3);
    expect(shares.undeliverable).toBe(33.3);
    expect(shares.expired).toBe(33.3);
    expect(shares.rejected).toBe(0);
    expect(weightPercentages({ delivered: 3, rejected: 1 })).toMatchObject({
      delivered: 75,
      rejected: 25,
    });
  });

  it('reads text from number fields and ignores what is not a positive number', () => {
    const shares = weightPercentages({
      delivered: '30',
      undeliverable: '',
      expired: -5,
      rejected: 'x',
    });
    expect(shares.delivered).toBe(100);
    expect(shares.expired).toBe(0);
  });

  it('gives 0 everywhere when no outcome has weight', () => {
    expect(Object.values(weightPercentages({}))).toEqual(Array(7).fill(0));
  });
});
