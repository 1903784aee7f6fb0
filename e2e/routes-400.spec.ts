import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { axeWalkCheck } from './support/axe';
import { everyScreen, sidewaysScroll, useScheme, visitorPage, walk } from './support/route-walk';
import { signedInTest as test } from './support/session';

/**
 * Every screen at 400 px in the dark scheme (e2e/routes-1440.spec.ts walks them wide and
 * light): the document is no wider than the window, axe-core finds nothing serious or
 * critical, and every link of the menu opens inside the application frame. One walk
 * collects every offender, so a single failure names them all.
 */
const VIEWPORT = { width: 400, height: 900 };

/** A check for the walk: the screen fits 400 px and passes axe. */
function fitsAndPassesAxe(): (page: Page) => Promise<string | null> {
  const passesAxe = axeWalkCheck();
  return async (page) => {
    const overflow = await sidewaysScroll(page);
    const problems = [
      overflow > 0 ? `scrolls ${overflow}px sideways` : null,
      await passesAxe(page),
    ].filter(Boolean);
    return problems.length > 0 ? problems.join('; ') : null;
  };
}

test.describe('every route at 400 px, dark', () => {
  test.use({ viewport: VIEWPORT });
  // About eighty screens, one after another, each judged by axe.
  test.setTimeout(300_000);

  test('no screen scrolls sideways or fails axe; every menu link opens inside the frame', async ({
    page,
    browser,
    request,
  }) => {
    const screens = await everyScreen(request);
    const inMenu = new Set(screens.menu);
    await useScheme(page, 'dark');
    const check = fitsAndPassesAxe();
    const offenders = await walk(page, screens.signedIn, async (current, path) => {
      const problem = await check(current);
      if (problem || !inMenu.has(path)) return problem;
      if (await current.getByRole('heading', { name: 'Page not found' }).count())
        return 'a menu link that opens the full-screen "Page not found"';
      if (!(await current.getByTestId('navigation-toggle').count()))
        return 'a menu link that opens outside the application frame';
      return null;
    });

    // Signing out ends the page's session: the last signed-in screen.
    offenders.push(...(await walk(page, ['/sign-out'], check)));

    // The visitors' screens, in a context that was never signed in.
    const visitor = await visitorPage(browser, VIEWPORT, 'dark');
    offenders.push(...(await walk(visitor.page, screens.guest, fitsAndPassesAxe())));
    await visitor.close();

    expect(offenders, 'screens that scroll sideways or fail axe at 400 px, dark').toEqual([]);
  });
});
