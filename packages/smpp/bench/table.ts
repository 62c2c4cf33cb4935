/** One line of the result table: a metric measured for each library. */
export interface Row {
  metric: string;
  better: 'higher' | 'lower';
  digits: number;
  values: Record<string, number | undefined>;
}

function formatNumber(value: number | undefined, digits: number): string {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Gain of `ours` over `baseline`: above 1 means ours is better, whichever direction is better. */
function gain(row: Row, ours: string, baseline: string): string {
  const a = row.values[ours];
  const b = row.values[baseline];
  if (a === undefined || b === undefined || !(a > 0) || !(b > 0)) return 'n/a';
  return `${(row.better === 'higher' ? a / b : b / a).toFixed(2)}x`;
}

/** A Markdown table: rows = metrics, columns = libraries, then the gain of the first over the second. */
export function renderTable(rows: Row[], columns: { name: string; title: string }[]): string {
  const [ours, baseline] = columns;
  const header = ['Metric', ...columns.map((column) => column.title)];
  if (ours && baseline) header.push(`${ours.title} / ${baseline.title} (>1 = better)`);
  const lines = rows.map((row) => {
    const cells = [row.metric, ...columns.map((c) => formatNumber(row.values[c.name], row.digits))];
    if (ours && baseline) cells.push(gain(row, ours.name, baseline.name));
    return cells;
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((cells) => (cells[i] ?? '').length)),
  );
  const render = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [render(header), rule, ...lines.map(render)].join('\n');
}
