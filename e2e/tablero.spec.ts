import { expect, type Page } from '@playwright/test';
import { Records } from './support/records';
import { signedInTest as test } from './support/session';

/** The value shown on one figure card of the board, as a number. */
async function figure(page: Page, name: string): Promise<number> {
  const card = page.locator('.kpi-card', { has: page.getByRole('link', { name, exact: true }) });
  const text = (await card.locator('.kpi-card__value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('the summary board (apps/tablero)', () => {
  test('counts a hire as soon as the applicant is hired', async ({ page }) => {
    await page.goto('/apps/tablero');
    await expect(page.getByRole('heading', { level: 1, name: 'Summary Dashboard' })).toBeVisible();
    const hiresCard = page.locator('.kpi-card', { hasText: 'Hires' });
    await expect(hiresCard.locator('.kpi-card__value')).toBeVisible();
    const hiresBefore = Number(await hiresCard.locator('.kpi-card__value').textContent());
    const openBefore = await figure(page, 'Open vacancies');

    const records = await Records.asAdmin(page.request);
    const vacancy = await records.openVacancy();
    const applicant = await records.applicant();
    const application = await records.apply(vacancy.id, applicant.id);
    await records.hire(application.id);

    // Back on the board (the menu, as a person would), the figures are asked for again.
    await page.goto('/favoritos');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Summary Dashboard' })
      .click();
    await expect
      .poll(async () => Number(await hiresCard.locator('.kpi-card__value').textContent()))
      .toBeGreaterThan(hiresBefore);
    expect(await figure(page, 'Open vacancies')).toBeGreaterThan(openBefore);

    // The open vacancies figure opens the list behind it.
    await page.getByRole('link', { name: 'Open vacancies', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/listadovacanciaInterna\?status=open$/);
  });

  // The board's axe checks are the route walks' (routes-1440: light, routes-400: dark); a
  // period changes its figures, not what it draws.
  test('keeps the period in the address, over a reload, and fits a phone', async ({ page }) => {
    await page.goto('/apps/tablero');
    await page.getByLabel('Period').selectOption('this-quarter');
    await expect(page).toHaveURL(/period=this-quarter/);
    await expect(page.getByRole('figure', { name: 'Pipeline funnel' })).toBeVisible();

    await page.setViewportSize({ width: 400, height: 900 });
    await page.reload();
    await expect(page.getByLabel('Period')).toHaveValue('this-quarter');
    await expect(
      page.getByRole('figure', { name: 'Points awarded and spent by month' }),
    ).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
  });
});
