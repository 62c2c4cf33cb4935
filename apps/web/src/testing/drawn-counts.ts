/**
 * The counts a step line draws, read back from its SVG path: the y of each flat run (one per point), turned into
 * a value by the two runs whose counts are known (`zero` at 0 and `top` at the largest count).
 * A spline has no flat runs and fails loudly (its path has curve commands).
 */
export function drawnCounts(path: Element, top: number): number[] {
  const d = path.getAttribute('d') ?? '';
  if (/[CcQqSsTtAa]/.test(d)) throw new Error(`not a step line: ${d}`);
  const points = [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
  }));
  const levels: number[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const [from, to] = [points[index - 1]!, points[index]!];
    if (from.y === to.y && from.x !== to.x) levels.push(from.y);
  }
  const zero = Math.max(...levels);
  const highest = Math.min(...levels);
  return levels.map((y) => Math.round(((zero - y) / (zero - highest || 1)) * top * 1000) / 1000);
}
