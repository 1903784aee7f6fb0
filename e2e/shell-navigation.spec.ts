import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

test.describe('the side navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('expands the active route’s parent and toggles collapsable items', async ({ page }) => {
    await page.goto('/apps/crearpostulante');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const postulantes = nav.getByRole('button', { name: 'Postulantes' });
    const vacancia = nav.getByRole('button', { name: 'Vacancia' });
    await expect(postulantes).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Crea un Postulante' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(vacancia).toHaveAttribute('aria-expanded', 'false');
    await vacancia.click();
    await expect(vacancia).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Lista de Vacancia' })).toBeVisible();
    // Postulantes holds the active route, so it stays open.
    await expect(postulantes).toHaveAttribute('aria-expanded', 'true');
  });

  test('is operable with the keyboard', async ({ page }) => {
    await page.goto('/favoritos');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const vacancia = nav.getByRole('button', { name: 'Vacancia' });
    await vacancia.focus();
    await page.keyboard.press('Enter');
    await expect(vacancia).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Crear Vacancia' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/crearvacanciaInterno$/);
  });

  test('skips to the content from the first link', async ({ page }) => {
    await page.goto('/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('the top navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens its menus and chooses with the keyboard', async ({ page }) => {
    // Configured, not through ?layout= (which holds for the address that carries it only).
    await page.addInitScript(() =>
      localStorage.setItem(
        'talento.shellConfig',
        JSON.stringify({ layout: 'enterprise', scheme: 'light', theme: 'theme-teal' }),
      ),
    );
    await page.goto('/favoritos');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const dashboards = nav.getByRole('button', { name: 'Dashboards' });
    await dashboards.focus();
    await page.keyboard.press('Enter');
    await expect(dashboards).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Tablero Resumen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/tablero$/);
    await expect(dashboards).toHaveClass(/is-active/);
  });
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 600 } });

  test('Escape closes the overlay navigation and the focus returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/favoritos');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const menu = page.getByRole('button', { name: 'Toggle the navigation' });
    await menu.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('restores the scroll position on back and starts a new screen at the top', async ({
    page,
  }) => {
    // The help center: its guide categories make it taller than a phone.
    await page.goto('/apps/help-center');
    const helpCenter = page.getByRole('heading', { level: 1, name: 'How can we help you today?' });
    await expect(helpCenter).toBeVisible();
    await expect(page.getByTestId('hc-guide-category').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Toggle the navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Auto-reportes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-reportes' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(helpCenter).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
