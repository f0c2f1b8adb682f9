// axe-core (Deque) in the journeys: the WCAG 2.2 A and AA rules on the page as it is on screen, on the real backend.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rule sets the issue names: WCAG 2.0, 2.1 and 2.2, levels A and AA (the same in the stories). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every page or screen state checked in this run, with what axe found there (the figures of the closing note). */
export const axeLog: { where: string; violations: number }[] = [];

/** Each violation as one readable line per node: rule, impact, where, and what to fix. */
export async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  // A transition still running (a menu opening, a dialog fading in) would be measured half-drawn.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // Only the violations are read: axe then records one node, not every node, of each rule that passes or does not
  // apply, which took most of its time on the long admin forms. `options` first: it replaces what withTags sets.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (only) builder = builder.withRules(only);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`));
}

/** Fails with every violation axe finds on the page as it is now; `where` names the page and its state. */
export async function expectAccessible(page: Page, where: string, only?: string[]) {
  const found = await axeViolations(page, only);
  axeLog.push({ where, violations: found.length });
  expect(found, `axe on ${where}`).toEqual([]);
}
