import { expect } from '@playwright/test';
import { axeWalkCheck } from './support/axe';
import { everyScreen, useScheme, visitorPage, walk } from './support/route-walk';
import { signedInTest as test } from './support/session';

/**
 * Every screen at 1440 px in the light scheme (e2e/routes-400.spec.ts walks them narrow
 * and dark): axe-core finds nothing serious or critical. One walk names every offender.
 */
const VIEWPORT = { width: 1440, height: 1000 };

test.describe('every route at 1440 px, light', () => {
  test.use({ viewport: VIEWPORT });
  test.setTimeout(300_000);

  test('no screen fails axe', async ({ page, browser, request }) => {
    const screens = await everyScreen(request);
    await useScheme(page, 'light');
    const offenders = await walk(page, screens.signedIn, axeWalkCheck());
    const visitor = await visitorPage(browser, VIEWPORT, 'light');
    offenders.push(...(await walk(visitor.page, screens.guest, axeWalkCheck())));
    await visitor.close();
    expect(offenders, 'screens that fail axe at 1440 px, light').toEqual([]);
  });
});
