import { expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accessTokenFor, signedInTest as test } from './support/session';
import { sidewaysScroll } from './support/route-walk';
import { inEachView, useScheme } from './support/views';

/**
 * The menu editor (apps/menuconfig): rename and reorder an item, save, and the real side
 * menu follows. Specs run two at a time against one server, so the change stays inside
 * the Panels group (which no other spec walks through the menu) and the sample menu is
 * put back after every test.
 */
const titlesIn = (page: Page, navigation: string, group: string) =>
  page
    .getByRole('navigation', { name: navigation })
    .getByRole('group', { name: group })
    .locator('.vnav-item__title');

test.describe('the menu editor', () => {
  test.afterEach(async ({ request }) => {
    const token = await accessTokenFor(request);
    const reset = await request.post('/api/common/navigation/config/reset', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reset.status()).toBe(200);
  });

  test('renames and reorders a menu item, and the side menu changes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/apps/menuconfig');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings Menu' })).toBeVisible();
    const sideMenu = titlesIn(page, 'Main navigation', 'Panels');
    await expect(sideMenu).toHaveText(['Analytics', 'Projects', 'Finance', 'Crypto']);

    const tree = page.getByRole('region', { name: 'Items' });
    await tree.getByRole('button', { name: /^Crypto/ }).click();
    await page.getByRole('textbox', { name: 'English' }).fill('Crypto markets');
    await tree.getByRole('button', { name: 'Move Crypto markets up' }).click();
    // The preview follows the draft at once; the side menu waits for Save.
    await expect(titlesIn(page, 'Preview of the side menu', 'Panels')).toHaveText([
      'Analytics',
      'Projects',
      'Crypto markets',
      'Finance',
    ]);
    await expect(sideMenu).toHaveText(['Analytics', 'Projects', 'Finance', 'Crypto']);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.toast').filter({ hasText: 'The menu was saved.' })).toBeVisible();
    await expect(sideMenu).toHaveText(['Analytics', 'Projects', 'Crypto markets', 'Finance']);

    // Kept by the server: after a reload, and the renamed entry still leads to its screen.
    await page.reload();
    await expect(sideMenu).toHaveText(['Analytics', 'Projects', 'Crypto markets', 'Finance']);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Crypto markets' })
      .click();
    await expect(page).toHaveURL(/\/dashboards\/crypto$/);

    // Reset to the default, confirmed, puts the sample menu back.
    await page.goto('/apps/menuconfig');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the menu to the default?' });
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'The menu is back to the default.' }),
    ).toBeVisible();
    await expect(sideMenu).toHaveText(['Analytics', 'Projects', 'Finance', 'Crypto']);
  });

  test('refuses a link to a screen the console does not have, on the item', async ({ page }) => {
    await page.goto('/apps/menuconfig');
    const tree = page.getByRole('region', { name: 'Items' });
    await tree.getByRole('button', { name: /^Crypto/ }).click();
    await page.getByRole('textbox', { name: 'Link' }).fill('/dashboards/nope');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tree.locator('[data-item-id="paneles.crypto"] .menu-tree__problem')).toContainText(
      '"/dashboards/nope" is not a screen of this console',
    );
    await expect(page.getByRole('textbox', { name: 'Link' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(titlesIn(page, 'Main navigation', 'Panels')).toHaveText([
      'Analytics',
      'Projects',
      'Finance',
      'Crypto',
    ]);
  });

  test('a save over another administrator’s is refused until its author chooses', async ({
    page,
    request,
  }) => {
    await page.goto('/apps/menuconfig');
    const tree = page.getByRole('region', { name: 'Items' });
    await tree.getByRole('button', { name: /^Crypto/ }).click();
    await page.getByRole('textbox', { name: 'English' }).fill('Crypto markets');

    // Meanwhile another administrator renames Finance and saves.
    const headers = { Authorization: `Bearer ${await accessTokenFor(request)}` };
    const read = await request.get('/api/common/navigation/config', { headers });
    const theirs = (await read.json()) as { items: { id: string; children?: unknown[] }[] };
    const panels = theirs.items.find((item) => item.id === 'paneles')!;
    panels.children = (panels.children as { id: string }[]).map((item) =>
      item.id === 'paneles.finance' ? { ...item, titles: { en: 'Finance desk' } } : item,
    );
    const saved = await request.put('/api/common/navigation/config', {
      headers,
      data: { items: theirs.items },
    });
    expect(saved.status()).toBe(200);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByTestId('version-conflict');
    await expect(conflict).toContainText('Someone else saved the menu while you were editing it');
    await expect(conflict).toContainText('Changed meanwhile: Finance desk.');
    await expectNoSeriousAxeViolations(page, '[data-testid="version-conflict"]');

    // Their menu comes in place of the draft; the next save starts from it.
    await conflict.getByRole('button', { name: 'Load their version (discard my changes)' }).click();
    await expect(conflict).toBeHidden();
    await expect(titlesIn(page, 'Preview of the side menu', 'Panels')).toHaveText([
      'Analytics',
      'Projects',
      'Finance desk',
      'Crypto',
    ]);
    await tree.getByRole('button', { name: /^Crypto/ }).click();
    await page.getByRole('textbox', { name: 'English' }).fill('Crypto markets');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.toast').filter({ hasText: 'The menu was saved.' })).toBeVisible();
    await expect(titlesIn(page, 'Main navigation', 'Panels')).toHaveText([
      'Analytics',
      'Projects',
      'Finance desk',
      'Crypto markets',
    ]);
  });

  // The editor as it opens is judged by the route walks (routes-1440: light, routes-400:
  // dark); here an item chosen: its row in the tree and its editor, judged alone.
  test('an item open in the editor passes axe and fits, at 1440 px light and 400 px dark', async ({
    page,
  }) => {
    await useScheme(page, 'auto');
    await page.goto('/apps/menuconfig');
    await page
      .getByRole('region', { name: 'Items' })
      .getByRole('button', { name: /^Chat/ })
      .click();
    await inEachView(page, async () => {
      await expect(page.getByRole('heading', { name: 'Edit Chat' })).toBeVisible();
      await expect
        .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
        .toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page, [
        '.menu-tree__row.is-selected',
        '.menu-config__editor',
      ]);
    });
  });
});
