import { expect } from '@playwright/test';
import { ListScreen } from './pages/list-screen';
import { pickRecord } from './pages/record-select';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records, unique } from './support/records';
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
  const companies = new ListScreen(page, '/mantenimiento/empresas');
  await companies.goto();
  let dialog = await companies.openNew('New company');
  await dialog.getByLabel('Name').fill(company);
  await dialog.getByLabel('Tax ID (RFC)').fill(`E2E-${stamp}`);
  await dialog.getByRole('button', { name: 'Add company' }).click();
  await expect(companies.notice(`${company} was added.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await companies.openNew('New company');
  await dialog.getByLabel('Name').fill(company.toLowerCase());
  await dialog.getByLabel('Tax ID (RFC)').fill(`E2F-${stamp}`);
  await dialog.getByRole('button', { name: 'Add company' }).click();
  const nameField = dialog.getByLabel('Name');
  await expect(nameField).toHaveClass(/is-invalid/);
  await expect(nameField.locator('xpath=..')).toContainText('This name is already taken.');
  await expect(nameField).toHaveValue(company.toLowerCase());
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A vacancy category.
  const categories = new ListScreen(page, '/mantenimiento/categorias');
  await categories.goto();
  dialog = await categories.openNew('New category');
  await dialog.getByLabel('Name').fill(category);
  await expect(dialog.getByLabel('Kind')).toHaveValue('vacancy');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(categories.notice(`${category} was added.`)).toBeVisible();

  // A draft vacancy for them.
  await page.goto('/apps/crearvacanciaInterno');
  await page.getByLabel('Title').fill(title);
  // Companies and categories are searched on the server as one types.
  await pickRecord(page, 'Company', stamp, company);
  await pickRecord(page, 'Category', stamp, category);
  await page.getByLabel('Location').fill('Mérida');
  // The description is written in the rich-text editor: bold from the toolbar, a list.
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  const bold = page.getByRole('button', { name: 'Bold', exact: true });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Conciliaciones');
  await bold.click();
  await page.keyboard.type(' y cierres mensuales.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Excel avanzado');
  await expect(description.locator('strong')).toHaveText('Conciliaciones');
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/vacancies',
  );
  await page.getByRole('button', { name: 'Create vacancy' }).click();
  const vacancy = (await (await created).json()) as { id: string; description: string };
  expect(vacancy.description).toBe(
    '<p><strong>Conciliaciones</strong> y cierres mensuales.</p><ul><li><p>Excel avanzado</p></li></ul>',
  );
  await expect(page).toHaveURL(/\/apps\/listadovacanciaInterna/);
  await expect(page.getByText(/Vacancy VAC-\d+ was created\./)).toBeVisible();

  // Found by search, then opened from its row.
  const vacancies = new ListScreen(page, '/apps/listadovacanciaInterna');
  await vacancies.search(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = vacancies.row(title);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Draft')).toBeVisible();

  // The company filter searches too, and names the company it filters by.
  await vacancies.search('');
  await page.getByRole('combobox', { name: 'Company' }).fill(stamp);
  await page.getByRole('option', { name: company }).click();
  await expect(page).toHaveURL(/[?&]companyId=/);
  await expect(vacancies.rows).toHaveCount(1);
  await expect(vacancies.rows.first()).toContainText(title);
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

  // Its page shows the description formatted, never as tags.
  await page.goto(`/apps/detail?vacancy=${vacancy.id}`);
  const shown = page.locator('.vacancy-description');
  await expect(shown.locator('strong')).toHaveText('Conciliaciones');
  await expect(shown.locator('li')).toHaveText('Excel avanzado');
  await expect(shown).not.toContainText('<strong>');
  await expect(shown).not.toContainText('<p>');
});

test('a column moved with the keyboard alone stays where it was put after a reload', async ({
  page,
}) => {
  const companies = new ListScreen(page, '/mantenimiento/empresas');
  await companies.goto();
  await expect(companies.rows.first()).toBeVisible();
  const before = await companies.columnOrder();
  const at = before.indexOf('Tax ID');
  expect(at).toBeGreaterThan(-1);
  expect(at).toBeLessThan(before.length - 1);
  const next = before[at + 1];

  await companies.moveColumnRight('Tax ID');
  const moved = [...before];
  moved.splice(at, 2, next, 'Tax ID');
  await expect.poll(() => companies.columnOrder()).toEqual(moved);

  await page.reload();
  await expect(companies.rows.first()).toBeVisible();
  await expect.poll(() => companies.columnOrder()).toEqual(moved);
});

test('on a phone, a long page draws the rows on the screen as it scrolls, and every row for the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const vacancies = new ListScreen(page, '/apps/listadovacanciaInterna?size=50');
  await vacancies.goto();
  const drawn = page.locator('tbody tr[data-row-id]');
  await expect(drawn.first()).toBeVisible();
  // The seeded sample alone has 40 vacancies: more than a phone's screen holds.
  const allRows = Number(await page.getByRole('table').getAttribute('aria-rowcount'));
  const total = allRows - 1;
  expect(total).toBeGreaterThanOrEqual(40);
  expect(await drawn.count()).toBeLessThan(total / 2);
  await expect(drawn.first()).toHaveAttribute('aria-rowindex', '2');

  // Scrolled to the end, the last rows are drawn in their place, and the first ones are not.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastRow = page.locator(`tbody tr[aria-rowindex="${allRows}"]`);
  await expect(lastRow).toBeInViewport();
  await expect(page.locator('tbody tr[aria-rowindex="2"]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // From the search box, the keyboard alone walks into the rows: then all are drawn.
  await page.evaluate(() => window.scrollTo(0, 0));
  await vacancies.searchBox.focus();
  const focusInRows = () => page.evaluate(() => document.activeElement?.closest('tbody') !== null);
  for (let presses = 0; presses < 60 && !(await focusInRows()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusInRows()).toBe(true);
  await expect(drawn).toHaveCount(total);
});

test('deleting a company with the keyboard leaves the focus on the next row', async ({ page }) => {
  const records = await Records.asAdmin(page.request);
  const tag = unique();
  const first = await records.company({ name: `Foco E2E ${tag} A` });
  const second = await records.company({ name: `Foco E2E ${tag} B` });
  const companies = new ListScreen(page, '/mantenimiento/empresas');
  await companies.goto();
  await companies.search(tag);
  await expect(companies.rows).toHaveCount(2);

  await page.getByRole('button', { name: `Delete ${first.name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(companies.rows).toHaveCount(1);
  // Its row gone, the focus is on the same control of the row that took its place.
  await expect(page.getByRole('button', { name: `Delete ${second.name}` })).toBeFocused();
});
