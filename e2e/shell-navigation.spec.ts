import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

test.describe('the side navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('expands the active route’s parent and toggles collapsable items', async ({ page }) => {
    await page.goto('/apps/crearpostulante');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const postulantes = nav.getByRole('button', { name: 'Applicants' });
    const vacancia = nav.getByRole('button', { name: 'Vacancies' });
    await expect(postulantes).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Create an Applicant' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(vacancia).toHaveAttribute('aria-expanded', 'false');
    await vacancia.click();
    await expect(vacancia).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Vacancy List' })).toBeVisible();
    // Postulantes holds the active route, so it stays open.
    await expect(postulantes).toHaveAttribute('aria-expanded', 'true');
  });

  test('is operable with the keyboard', async ({ page }) => {
    await page.goto('/favoritos');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const vacancia = nav.getByRole('button', { name: 'Vacancies' });
    await vacancia.focus();
    await page.keyboard.press('Enter');
    await expect(vacancia).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Create Vacancy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/crearvacanciaInterno$/);
  });

  test('skips to the content from the first link', async ({ page }) => {
    await page.goto('/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
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
    await expect(page.getByRole('link', { name: 'Summary Dashboard' })).toBeFocused();
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
    // Settled first: anything drawn late above the fold moves the scroll position (the
    // browser's scroll anchoring keeps the content in view), as once in a CI run.
    // (Not `networkidle`: the live event stream stays open.)
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Toggle the navigation' }).click();
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Scheduled reports' });
    await expect(link).toBeVisible();
    // Where the page was as the person left it.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(helpCenter).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('in the chosen language', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [language, link, group, other] of [
    ['es', 'Búsqueda del Postulante', 'Reclutamiento', 'Applicant Search'],
    ['tr', 'Aday Arama', 'İşe alım', 'Búsqueda del Postulante'],
  ] as const) {
    test(`shows the menu, the heading and the tab's title in ${language}`, async ({ page }) => {
      await page.addInitScript(
        (chosen) => localStorage.setItem('talento.language', chosen),
        language,
      );
      await page.goto('/apps/Busquedapostulante');
      const nav = page.getByRole('navigation', {
        name: language === 'es' ? 'Navegación principal' : 'Ana gezinme',
      });
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('group', { name: group, exact: true })).toBeVisible();
      await expect(nav.getByText(other, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: link, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${link}`));
      // Group titles are upper-cased by CSS in the page's own language: nothing else is.
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(nav.locator('.vnav-group__title[lang]')).toHaveCount(0);
    });
  }
});
