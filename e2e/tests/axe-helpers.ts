import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What the page sends back: one line's worth per violation, not axe's whole result. */
interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: number;
  target: string;
}

/**
 * Puts axe into a frame once per document (a navigation starts a new one). Frames the test cannot script, such as a
 * PDF viewer's, are left out, as axe's own Playwright runner leaves out frames of another origin.
 */
async function inject(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => {
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] });
    });
  } catch {
    // A frame that went away or cannot be scripted.
  }
}

/** Runs axe in the page with `options` and returns its violations, one line's worth each. */
async function runAxe(page: Page, options: axe.RunOptions): Promise<Violation[]> {
  for (const frame of page.frames()) await inject(frame);
  return page.evaluate(async (runOptions) => {
    const { axe: runner } = window as unknown as { axe: typeof axe };
    const results = await runner.run(document, { ...runOptions, resultTypes: ['violations'] });
    return results.violations.map(
      (v): Violation => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.length,
        target: v.nodes[0]?.target.join(' ') ?? '',
      }),
    );
  }, options);
}

/**
 * The one accessibility check of the owner journeys: axe with the WCAG 2.2 A and AA rules, target-size included (off
 * in axe unless asked for). Every violation counts, whatever its impact; each is one line naming the rule and a node.
 *
 * axe runs in the page with `axe.run` (decision 068). @axe-core/playwright ran the same rules but injected axe's
 * 550 kB twice and then finished each run in a new blank page: 1.5–3.7 s per check against 0.1–0.6 s for the rules.
 * Only violations are described in full (`resultTypes`): axe still runs every rule on every node.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, {
    runOnly: { type: 'tag', values: WCAG_22_AA },
    rules: { 'target-size': { enabled: true } },
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes} nodes, e.g. ${v.target}`);
}

/** The staff console's check: every rule axe runs by default (best practices too), serious and critical ones. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, {});
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}
