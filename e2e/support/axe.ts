import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it is and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}`;
    });
  expect(blocking, `serious or critical axe-core violations on ${screen}`).toEqual([]);
}
