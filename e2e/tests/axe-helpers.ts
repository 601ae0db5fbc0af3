import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The one accessibility check of the journeys: axe with the WCAG 2.2 A and AA rules, target-size included (off in axe
 * unless asked for). Every violation counts, whatever its impact; each is one line naming the rule and a node.
 * Only violations are described in full (`resultTypes`): axe still runs every rule on every node, but builds a
 * selector and an HTML excerpt for one passing node per rule instead of all of them, about 15% of its time here.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} nodes, e.g. ${v.nodes[0]?.target.join(' ')}`,
  );
}
