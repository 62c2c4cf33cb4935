import { DLR_OUTCOMES, type DlrOutcome } from '@routelab/shared';

export type DlrWeights = Record<DlrOutcome, number>;

/**
 * The share of each outcome in percent, one decimal, from relative weights (they need not add
 * up to 100). Negative or non-numeric weights count as 0; with no weight at all every share is 0.
 */
export function weightPercentages(weights: Partial<Record<DlrOutcome, unknown>>): DlrWeights {
  const clean = Object.fromEntries(
    DLR_OUTCOMES.map((outcome) => {
      const value = Number(weights[outcome]);
      return [outcome, Number.isFinite(value) && value > 0 ? value : 0];
    }),
  ) as DlrWeights;
  const total = DLR_OUTCOMES.reduce((sum, outcome) => sum + clean[outcome], 0);
  return Object.fromEntries(
    DLR_OUTCOMES.map((outcome) => [
      outcome,
      total === 0 ? 0 : Math.round((clean[outcome] / total) * 1000) / 10,
    ]),
  ) as DlrWeights;
}
