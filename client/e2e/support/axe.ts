// axe-core in the page under test. The source is evaluated through the DevTools protocol
// (page.evaluate), which the page's Content-Security-Policy (script-src 'self') does not
// govern, so the page keeps its real CSP for the whole test: no bypassCSP context, no inline
// <script> that the policy would have to allow. axe itself needs no eval.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** axe-core's minified build, read once. */
function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

export interface AxeReport {
  /** Serious and critical violations: the bar is zero. */
  blocking: Result[];
  /** Moderate and minor ones, reported but allowed. */
  other: Result[];
}

/** Runs every axe rule (WCAG A/AA and best practices) on the whole document. */
export async function runAxe(page: Page): Promise<AxeReport> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource());
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const other = results.violations.filter((v) => !blocking.includes(v));
  return { blocking, other };
}

/** One line per violation and one per offending node, for a failure message or a log. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.slice(0, 8).map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
        ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
      ].join('\n'),
    )
    .join('\n');
}
