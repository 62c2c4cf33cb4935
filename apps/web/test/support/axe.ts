import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

interface AxeWindow {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
}

/**
 * Runs axe-core on the page as it is and returns each serious or critical WCAG 2 A/AA
 * violation as readable lines: rule, impact, what it asks, and every element with its reason.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Dialogs and drawers fade in: colours measured mid-way would be wrong.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => (window as AxeWindow).axe !== undefined))) {
    // Evaluated rather than added as a script tag, which the console's CSP (script-src 'self')
    // refuses.
    await page.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations are read: axe skips gathering the elements that passed.
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' >> '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' '),
      })),
    }));
  }, WCAG_AA_TAGS);
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map((node) => `    ${node.target}: ${node.summary}`),
      ].join('\n'),
    );
}
