import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './support/session';

const layoutRoot = (page: Page, name: string) => page.locator(`[data-layout="${name}"]`);

async function expectTablero(page: Page) {
  await expect(page).toHaveURL(/\/apps\/tablero$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary Dashboard' })).toBeVisible();
}

test.describe('the layouts on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Each layout's way to the tablero: e2e/shell-gallery.spec.ts.
  test('empty shows only the screen; classy shows the company and the signed-in user', async ({
    page,
  }) => {
    await test.step('empty: only the screen', async () => {
      await page.goto('/apps/tablero?layout=empty');
      await expect(layoutRoot(page, 'empty')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Summary Dashboard' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    });
    await test.step('classy: the company and the signed-in user', async () => {
      await page.goto('/favoritos?layout=classy');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(layoutRoot(page, 'classy')).toBeVisible();
      await expect(nav.getByRole('group', { name: /Signed in as/ })).toContainText(
        'admin@talento.local',
      );
      await expect(nav.getByRole('link', { name: /go to the start page/ })).toBeVisible();
    });
  });
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test('the menu button opens the overlay navigation, which a choice or the backdrop closes', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const menu = page.getByRole('button', { name: 'Toggle the navigation' });
    for (const name of ['classy', 'modern'] as const) {
      await test.step(`${name}: closes after a choice`, async () => {
        await page.goto(`/favoritos?layout=${name}`);
        await expect(nav).toBeHidden();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await menu.click();
        await expect(nav).toBeVisible();
        await nav.getByRole('link', { name: 'Summary Dashboard' }).click();
        await expectTablero(page);
        await expect(nav).toBeHidden();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
      });
    }

    await test.step('a click on the backdrop closes it', async () => {
      await page.goto('/favoritos?layout=classy');
      await menu.click();
      await expect(nav).toBeVisible();
      await page.getByTestId('navigation-backdrop').click({ position: { x: 360, y: 400 } });
      await expect(nav).toBeHidden();
    });
  });
});

test.describe('the settings drawer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('switches layout, scheme and theme, and the choice survives a reload', async ({ page }) => {
    await page.goto('/favoritos');
    await expect(layoutRoot(page, 'classy')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\btheme-teal\b/);

    await page.getByRole('button', { name: 'Open the settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.locator('label', { hasText: /^Dense$/ }).click();
    await expect(layoutRoot(page, 'dense')).toBeAttached();
    await drawer.locator('label', { hasText: /^Dark$/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await drawer.locator('label', { hasText: /^Purple$/ }).click();
    await expect(page.locator('body')).toHaveClass(/\btheme-purple\b/);
    await expect(drawer.getByRole('radio', { name: 'Purple' })).toBeChecked();

    await page.reload();
    await expect(layoutRoot(page, 'dense')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('body')).toHaveClass(/\btheme-purple\b/);
    await expect(page.locator('body')).not.toHaveClass(/\btheme-teal\b/);
  });

  test('auto follows the system’s colour preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/favoritos');
    await page.getByRole('button', { name: 'Open the settings' }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .locator('label', { hasText: /^Auto$/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });
});
