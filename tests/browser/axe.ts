// axe-core in the browser tests: injected into the page under test from node_modules (never part of
// the app's bundle), run on the whole document, and its findings grouped by impact.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the first nodes at fault, to say where. */
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page as it is now. */
export async function axeScan(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' ')),
    }));
  });
}

/** Findings that must not be there: critical and serious ones. */
export function blocking(findings: readonly AxeFinding[]): AxeFinding[] {
  return findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');
}

export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.id}: ${f.help} [${f.targets.join(' | ')}]`).join('\n');
}
