import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

/** The whole pipe: the built SPA boots, routes, and shows data fetched from the API. */
test.describe('the first screen', () => {
  test('boots behind the splash and lands on favoritos', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.locator('.splash-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  });

  test('loads a deep link straight from the server and shows the API status', async ({ page }) => {
    await page.goto('/apps/tablero');
    await expect(page.getByRole('heading', { level: 1, name: 'Summary Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(/Summary Dashboard/);
    const card = page.getByTestId('health-card');
    await expect(card.getByTestId('health-status')).toHaveText('OK');
    const health = await (await page.request.get('/api/health')).json();
    await expect(card).toContainText(health.version);
  });

  test('shows a designed page for an unknown path', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
  });

  test('switches to Turkish from the remembered language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('talento.language', 'tr'));
    await page.goto('/apps/tablero');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByTestId('health-card')).toContainText('API durumu');
  });
});
