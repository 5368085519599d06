import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// The axe-core package's own build, injected as a script: no network, the version in the lock file.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Also run: all content inside a landmark (an open menu or tooltip must not float outside). */
const EXTRA_RULES = ['region'];

/** One failing element: the rule, where it is, and what axe says to fix. */
export interface AxeFinding {
  rule: string;
  target: string;
  html: string;
  summary: string;
}

interface AxeGlobal {
  run: (
    context: Document,
    options: {
      runOnly: { type: 'tag'; values: string[] };
      rules: Record<string, { enabled: boolean }>;
    },
  ) => Promise<{
    violations: {
      id: string;
      nodes: { target: unknown[]; html: string; failureSummary?: string }[];
    }[];
  }>;
}

/**
 * Runs axe-core on the page as it is now and returns every violation, one entry per element.
 * The page's context needs `bypassCSP: true`: the app's CSP refuses inline scripts, axe's included.
 */
export async function findAxeViolations(page: Page, tags: string[] = WCAG_TAGS): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ values, extra }) => {
      const axe = (window as unknown as { axe: AxeGlobal }).axe;
      const rules = Object.fromEntries(extra.map((rule) => [rule, { enabled: true }]));
      const { violations } = await axe.run(document, { runOnly: { type: 'tag', values }, rules });
      return violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          target: node.target.map(String).join(' > '),
          html: node.html.slice(0, 160),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
        })),
      );
    },
    { values: tags, extra: EXTRA_RULES },
  );
}

/** One line per finding, for a failure message a reader can act on. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where} | ${f.rule} | ${f.target} | ${f.html} | ${f.summary}`);
}
