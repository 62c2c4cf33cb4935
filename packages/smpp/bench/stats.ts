/** Value at quantile q (0..1) of the first `count` entries, nearest-rank; sorts in place. */
export function quantile(values: Float64Array, count: number, q: number): number {
  if (count === 0) return Number.NaN;
  const sorted = values.subarray(0, count).sort();
  const rank = Math.min(count - 1, Math.max(0, Math.ceil(q * count) - 1));
  return sorted[rank] ?? Number.NaN;
}
