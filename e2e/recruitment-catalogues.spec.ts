import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

test('a new company and category carry a vacancy that is opened, found, starred and listed in favoritos', async ({
  page,
}) => {
  // A long journey across five screens.
  test.slow();
  const stamp = Date.now().toString(36).toUpperCase();
  const company = `E2E Empresa ${stamp}`;
  const category = `E2E Categoría ${stamp}`;
  const title = `Analista E2E ${stamp}`;

  // A company, then the same name again: refused beside the name field.
  await page.goto('/mantenimiento/empresas');
  await page.getByRole('button', { name: 'New company' }).first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(company);
  await dialog.getByLabel('Tax ID (RFC)').fill(`E2E-${stamp}`);
  await dialog.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByText(`${company} was added.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'New company' }).first().click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(company.toLowerCase());
  await dialog.getByLabel('Tax ID (RFC)').fill(`E2F-${stamp}`);
  await dialog.getByRole('button', { name: 'Add company' }).click();
  const nameField = dialog.getByLabel('Name');
  await expect(nameField).toHaveClass(/is-invalid/);
  await expect(nameField.locator('xpath=..')).toContainText('This name is already taken.');
  await expect(nameField).toHaveValue(company.toLowerCase());
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A vacancy category.
  await page.goto('/mantenimiento/categorias');
  await page.getByRole('button', { name: 'New category' }).first().click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(category);
  await expect(dialog.getByLabel('Kind')).toHaveValue('vacancy');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`${category} was added.`)).toBeVisible();

  // A draft vacancy for them.
  await page.goto('/apps/crearvacanciaInterno');
  await page.getByLabel('Title').fill(title);
  // Companies and categories are searched on the server as one types.
  await page.getByLabel('Company').fill(stamp);
  await page.getByRole('option', { name: company }).click();
  await page.getByLabel('Category').fill(stamp);
  await page.getByRole('option', { name: category }).click();
  await page.getByLabel('Location').fill('Mérida');
  await page.getByLabel('Description').fill('<p>Conciliaciones y cierres mensuales.</p>');
  await page.getByRole('button', { name: 'Create vacancy' }).click();
  await expect(page).toHaveURL(/\/apps\/listadovacanciaInterna/);
  await expect(page.getByText(/Vacancy VAC-\d+ was created\./)).toBeVisible();

  // Found by search, then opened from its row.
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.locator('tbody tr', { hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Draft')).toBeVisible();

  // The company filter searches too, and names the company it filters by.
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('combobox', { name: 'Company' }).fill(stamp);
  await page.getByRole('option', { name: company }).click();
  await expect(page).toHaveURL(/[?&]companyId=/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(title);
  await expect(page.locator('.vacancy-filter').first()).toContainText(company);
  await row.getByRole('button', { name: /^Actions for VAC-/ }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // Starred, and in favoritos.
  const star = row.getByRole('button', { name: `Star ${title}` });
  await star.click();
  await expect(
    row.getByRole('button', { name: `Remove ${title} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favoritos');
  const card = page.getByTestId('favourite-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card).toContainText(company);
});
