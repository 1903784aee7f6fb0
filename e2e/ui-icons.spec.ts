import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './support/session';

/**
 * The icon browser (ui/icons): opened from the menu, searched, an icon's name copied to
 * the clipboard; each icon drawn from the SVG the API serves. The screen's axe checks and
 * its fit on a phone are the route walks' (routes-1440, routes-400: ui/icons and a set).
 */
const iconButton = (page: Page, name: string) =>
  page
    .getByRole('list', { name: /icons$/i })
    .getByRole('button', { name: `Copy ${name}`, exact: true });

test.describe('the icon browser', () => {
  test('opens from the menu, finds "star" and copies its name', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Maintenance' }).click();
    await nav.getByRole('link', { name: 'Icons', exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/icons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();

    // The star's SVG comes from the API, drawn as a mask over the text colour.
    const svg = page.waitForResponse((response) =>
      response.url().endsWith('/api/ui/icons/heroicons-outline/svg/star'),
    );
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('star');
    await expect(iconButton(page, 'heroicons_outline:star')).toBeVisible();
    await expect(iconButton(page, 'heroicons_outline:academic-cap')).toHaveCount(0);
    const response = await svg;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml');

    await iconButton(page, 'heroicons_outline:star').click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Copied heroicons_outline:star' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'heroicons_outline:star',
    );

    // Another set keeps the search; material two-tone names stand bare.
    await page
      .getByRole('group', { name: 'Icon sets' })
      .getByRole('link', { name: 'Material two-tone' })
      .click();
    await expect(page).toHaveURL(/\/ui\/icons\/material-twotone$/);
    await expect(page.getByRole('searchbox', { name: 'Search icons' })).toHaveValue('star');
    await iconButton(page, 'star_half').click();
    await expect(page.locator('.toast').filter({ hasText: 'Copied star_half' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('star_half');
  });

  test('pages a large set, keeping the grid small', async ({ page }) => {
    await page.goto('/ui/icons/material-solid');
    const grid = page.getByRole('list', { name: /icons$/i });
    await expect(grid.getByRole('button')).toHaveCount(96);
    await expect(page.getByText(/^1–96 of 2,1\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByText(/^97–192 of 2,1\d\d$/)).toBeVisible();
    await expect(grid.getByRole('button')).toHaveCount(96);
  });
});
