import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

export type Violation = { rule: string; impact: string | null | undefined; targets: string[] };

/**
 * Runs axe-core on the page (or on `include`, CSS selectors) and fails on any serious or
 * critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  include?: string | readonly string[],
): Promise<void> {
  expect(await seriousAxeViolations(page, include), 'serious or critical axe violations').toEqual(
    [],
  );
}

/** The serious and critical violations axe-core finds on a settled page (or `include`). */
export async function seriousAxeViolations(
  page: Page,
  include?: string | readonly string[],
): Promise<Violation[]> {
  const selectors = typeof include === 'string' ? [include] : (include ?? []);
  let serious: Violation[] = [];
  // A list being refetched is dimmed (and marked busy): contrast is judged once it settles.
  // A refetch can also start while axe runs (a search's debounce firing late); then the
  // page is judged again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await watchForBusy(page);
    serious = await seriousViolations(page, selectors);
    if (!(await becameBusy(page))) break;
  }
  return serious;
}

/**
 * The rules whose violations are at most moderate, left out of every check: the checks
 * fail only on serious or critical violations, and axe gives each violation its rule's
 * impact, so these rules could never fail one. Run anyway, they were about a quarter of
 * a check's time (five screens, 2026-11-30). Read from axe-core's own rule table, so a new
 * version's rules are sorted the same way.
 */
export const RULES_THAT_CANNOT_FAIL: readonly string[] = (
  (axeCore as unknown as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit
    ?.rules ?? []
)
  .filter((rule) => rule.impact === 'moderate' || rule.impact === 'minor')
  .map((rule) => rule.id);

async function seriousViolations(page: Page, selectors: readonly string[]): Promise<Violation[]> {
  // Only the violations come back in full: the passes' details cost time and are unread.
  // Legacy mode runs axe.run() in the page itself; the default opens a blank page for every
  // check to merge the frames' results, which doubled each check's time. What it loses is
  // cross-origin frames, and the app has none (the invoice viewer's frame is same-origin).
  const builder = new AxeBuilder({
    page,
    axeSource: (await axeInEveryFrame(page)) ? ALREADY_INJECTED : undefined,
  })
    .options({
      resultTypes: ['violations'],
      // Reading every stylesheet again serves one rule (css-orientation-lock), which
      // judges the document's CSS, not a part of it: a whole-page check reads them.
      preload: selectors.length === 0,
    })
    .disableRules([...RULES_THAT_CANNOT_FAIL])
    .setLegacyMode(true);
  for (const selector of selectors) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * What AxeBuilder evaluates in each frame instead of axe-core's 500 KB source once the
 * document has it: a walk inside the app keeps one document over many screens.
 */
const ALREADY_INJECTED = ';';

async function axeInEveryFrame(page: Page): Promise<boolean> {
  const present = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)),
  );
  return present.every(Boolean);
}

type BusyWatch = { seen: boolean; observer?: MutationObserver };
type WatchedWindow = Window & { __axeBusyWatch?: BusyWatch };

/** Notes whether anything on the page turns busy from now on. */
async function watchForBusy(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as WatchedWindow;
    win.__axeBusyWatch?.observer?.disconnect();
    const watch: BusyWatch = { seen: false };
    watch.observer = new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"]')) watch.seen = true;
    });
    watch.observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    win.__axeBusyWatch = watch;
  });
}

async function becameBusy(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const watch = (window as WatchedWindow).__axeBusyWatch;
    watch?.observer?.disconnect();
    return Boolean(watch?.seen) || document.querySelector('[aria-busy="true"]') !== null;
  });
}

/**
 * For walks over many screens: the frame (menu, toolbar) is judged on the first screen,
 * then only each screen's own content, which is where screens differ (and axe's time
 * grows with the nodes it judges). Returns one line naming the violations, or null.
 */
export function axeWalkCheck(): (page: Page) => Promise<string | null> {
  let frameJudged = false;
  const judge = async (page: Page) => {
    const inFrame = (await page.locator('#main-content').count()) > 0;
    const violations = await seriousAxeViolations(
      page,
      inFrame && frameJudged ? '#main-content' : undefined,
    );
    if (inFrame) frameJudged = true;
    return violations;
  };
  return async (page) => {
    let violations: Violation[];
    try {
      violations = await judge(page);
    } catch (error) {
      // The previous screen's frame was still shown when the walk looked, and a screen
      // without one (the router found it only then) replaced it: judge what is there now.
      if (!String(error).includes('No elements found for include')) throw error;
      await expect(page.locator('h1').first()).toBeVisible();
      violations = await judge(page);
    }
    return violations.length > 0
      ? violations.map(({ rule, targets }) => `axe ${rule} on ${targets.join(', ')}`).join('; ')
      : null;
  };
}
