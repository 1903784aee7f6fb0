import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './support/session';

// A browser set to Spanish (Mexico first, as many of the console's readers have it): every
// test starts with the browser's storage empty, so this is the first visit, with nothing
// remembered.
test.use({ locale: 'es-MX' });

const toolbar = (page: Page) => page.getByTestId('toolbar-actions');

test.describe('the language on a first visit', () => {
  test('follows the browser: Spanish words, Spanish numbers, and the help center in Spanish', async ({
    page,
  }) => {
    await page.goto('/apps/help-center');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cómo podemos ayudarte hoy?' }),
    ).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
    // Nothing chosen yet: the browser's language is not remembered as a choice.
    expect(await page.evaluate(() => localStorage.getItem('talento.language'))).toBeNull();

    // The FAQs and guides are the seeded ones, in Spanish.
    await expect(page.getByRole('heading', { level: 2, name: 'Más preguntadas' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: '¿Cómo publico una vacante nueva?' }),
    ).toBeVisible();
    await expect(page.getByText('Most asked')).toHaveCount(0);
    const card = page.getByTestId('hc-guide-category').filter({ hasText: 'Primeros pasos' });
    await expect(card.getByRole('listitem')).toHaveCount(5);
    await page.getByTestId('hc-faq-category-link').filter({ hasText: 'Pagos' }).click();
    await page.getByRole('button', { name: '¿Puedo pedir un reembolso?' }).click();
    await expect(page.getByText(/meses completos no usados/).first()).toBeVisible();
  });

  test('shows amounts with their currency the Spanish way', async ({ page }) => {
    await page.goto('/dashboards/finance');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // "34.500,00 MXN": a decimal comma, a point between thousands, the currency named.
    await expect(page.getByText('34.500,00 MXN').first()).toBeVisible();
    await expect(page.getByText(/\$34,500/)).toHaveCount(0);
    // The sample's texts are seeded in Spanish too; people's and companies' names stay.
    const transactions = page.getByTestId('dash-transactions');
    await expect(transactions).toContainText('Hospedaje en la nube');
    await expect(transactions).toContainText('Nordic Staffing Ltd.');
    await expect(transactions).not.toContainText('Cloud hosting');
  });

  test("shows the project dashboard's schedule and team in Spanish", async ({ page }) => {
    await page.goto('/dashboards/project');
    const schedule = page.getByRole('region', { name: 'Agenda' });
    await expect(schedule).toContainText('Junta diaria con el equipo de reclutamiento');
    await expect(schedule).not.toContainText('Stand-up');
    await page.getByRole('tab', { name: 'Equipo' }).click();
    await expect(page.getByTestId('dash-member').first()).toContainText(
      'Carolina MéndezDirectora de proyectos',
    );
    await expect(page.getByText('Senior Developer')).toHaveCount(0);
  });

  test('a choice made in the toolbar wins over the browser, also after a reload', async ({
    page,
  }) => {
    await page.goto('/apps/help-center');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await toolbar(page)
      .getByRole('button', { name: /Cambiar el idioma/ })
      .click();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Most asked' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How can we help you today?' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('talento.language'))).toBe('en');
  });
});
