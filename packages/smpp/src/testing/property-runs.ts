/**
 * Property tests in this package: a fixed seed, so that a failure reproduces and every run draws
 * the same cases, and a fixed run count. Their budget is the time a test may take on a loaded
 * 2-core machine (the unit suite runs beside the integration and browser suites), not the 5 s
 * default a quiet one needs a tenth of.
 */
export const PROPERTY_BUDGET_MS = 60_000;

/** fast-check parameters: this many runs, from a seed fixed per test. */
export function propertyRuns(numRuns: number, seed: number): { numRuns: number; seed: number } {
  return { numRuns, seed };
}
