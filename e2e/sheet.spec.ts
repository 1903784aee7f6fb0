import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records, unique } from './support/records';
import { signedInTest as test } from './support/session';
import { useScheme } from './support/views';

/** How many pixels the document scrolls sideways (0 when it fits the window). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every step's screen: no serious axe violation in what the step shows (by default the
 * import's steps: the page's header and frame are judged by the route walks), nothing
 * scrolling sideways.
 */
async function expectSound(page: Page, include = '.sheet-page') {
  await expectNoSeriousAxeViolations(page, include);
  expect(await sidewaysScroll(page)).toBe(0);
}

test.describe('bulk import and export (apps/sheet)', () => {
  test('imports a CSV with one bad row, reports it, and the good rows are then found', async ({
    page,
  }) => {
    const tag = unique();
    const csv = [
      'Nombre,Apellidos,Correo electrónico,Ciudad,Habilidades',
      `Ana,Importada ${tag},ana.${tag}@example.com,Mérida,"SQL; Excel"`,
      `Bruno,Fallido ${tag},no-es-un-correo,Puebla,`,
      `Carla,Importada ${tag},carla.${tag}@example.com,León,Ventas`,
    ].join('\r\n');

    await page.goto('/apps/sheet');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import from a sheet' }),
    ).toBeVisible();
    // The first step as it opens is the route walks' to judge.
    await page.getByRole('radio', { name: /Applicants/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByTestId('sheet-file-input').setInputFiles({
      name: `candidatos-${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(page.locator('.toast', { hasText: '3 rows read' })).toBeVisible();

    // The Spanish headers were matched to the fields.
    await expect(page.getByRole('combobox', { name: /First name/ })).toHaveValue('0');
    await expect(page.getByRole('combobox', { name: /E-mail/ })).toHaveValue('2');
    await expect(page.getByRole('combobox', { name: /Skills/ })).toHaveValue('4');
    await expectSound(page);
    await page.getByRole('button', { name: 'Check the rows' }).click();

    // The check: one row with errors, shown with its error.
    const summary = page.getByTestId('sheet-summary');
    await expect(summary).toContainText('New2');
    await expect(summary).toContainText('With errors1');
    const bad = page.getByTestId('sheet-row-3');
    await expect(bad).toContainText('Error');
    await expect(bad).toContainText('E-mail: email must be an email address');
    await expectSound(page);

    const importButton = page.getByRole('button', { name: 'Import 2 rows' });
    await expect(importButton).toBeDisabled();
    await page.getByRole('checkbox', { name: /everyone in this file agreed/ }).check();
    await importButton.click();

    const report = page.getByTestId('sheet-report');
    await expect(report).toContainText('Created2');
    await expect(report).toContainText('With errors1');
    await expect(page.locator('.toast', { hasText: '2 created' })).toBeVisible();
    await expectSound(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the report (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^candidatos-${tag}-report-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Row,Result,Record,Record id,Problems');
    expect(lines[2]).toBe('3,Failed,,,E-mail: email must be an email address');

    // The good rows are applicants now, found by the applicant search.
    await page.getByRole('link', { name: 'Open the applicants' }).click();
    await expect(page).toHaveURL(/\/apps\/Busquedapostulante/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `ana.${tag}@example.com` })).toHaveCount(1);
    await expect(rows.filter({ hasText: `carla.${tag}@example.com` })).toHaveCount(1);
    await expect(page.getByText(`Fallido ${tag}`)).toHaveCount(0);
  });

  test('exports a filtered list as XLSX with the columns it shows', async ({ page }) => {
    const records = await Records.asAdmin(page.request);
    const vacancy = await records.openVacancy();
    await page.goto(`/apps/listadovacanciaInterna?q=${encodeURIComponent(vacancy.title)}`);
    await expect(page.locator('tbody tr', { hasText: vacancy.title })).toHaveCount(1);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Whole filtered list as XLSX (1)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows = (workbook.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((row) =>
      row.slice(1),
    );
    const headers = await page
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
    // The file's header is the table's, without the selection and actions columns.
    for (const header of rows[0] as string[]) expect(headers).toContain(header);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(vacancy.title);
    expect(rows[1]).toContain(vacancy.code);
  });

  test('exports a searched list that is not a data table (contacts) as CSV, every match', async ({
    page,
  }) => {
    const records = await Records.asAdmin(page.request);
    const tag = unique();
    for (const name of [`Exportado ${tag} Ana`, `Exportado ${tag} Bruno`, `Otro ${tag} Carla`]) {
      const contact = await records.post<{ id: string }>('/api/apps/contacts/contact', {});
      await records.patch('/api/apps/contacts/contact', {
        id: contact.id,
        contact: {
          name,
          company: 'Exportadora',
          emails: [{ email: `${tag}@example.com`, label: 'Work' }],
        },
      });
    }
    await page.setViewportSize({ width: 400, height: 860 });
    await page.goto(`/apps/contacts?q=${encodeURIComponent(`Exportado ${tag}`)}`);
    await expect(page.getByText('2 contacts found')).toBeVisible();

    await page.getByRole('button', { name: 'Export' }).click();
    // The contacts as they open are the route walks' to judge; here the open menu.
    await expectSound(page, '.dropdown-menu.show');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Whole filtered list as CSV (2)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contacts-filtered-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.locator('.toast', { hasText: '2 rows exported to' })).toBeVisible();
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Job title,Company,Emails,Phone numbers,Address,Birthday,Tags');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      `Exportado ${tag} Ana`,
      `Exportado ${tag} Bruno`,
    ]);
    expect(lines[1]).toContain(`Exportadora,${tag}@example.com`);
  });

  test('at 400 px in the dark scheme every step fits and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 860 });
    await useScheme(page, 'dark');
    await page.goto('/apps/sheet?kind=vacancies');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.getByRole('heading', { name: 'Upload a file of vacancies' })).toBeVisible();
    await expectSound(page);
    const tag = unique();
    await page.getByTestId('sheet-file-input').setInputFiles({
      name: `vacantes-${tag}-con-un-nombre-de-archivo-muy-largo-sin-espacios.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Título,Empresa,Descripción,Requisitos,Estado',
          `Analista ${tag},,<p>Datos</p>,SQL; Python,draft`,
          `Abierta sin empresa ${tag},,,,open`,
          `${'Un título larguísimo '.repeat(4)}${tag},Empresa que no existe en absoluto S.A. de C.V.,,,`,
        ].join('\r\n'),
      ),
    });
    await expect(page.getByRole('button', { name: 'Check the rows' })).toBeEnabled();
    await expectSound(page);
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await expect(page.getByTestId('sheet-summary')).toContainText('With errors2');
    await expectSound(page);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('');
    await expect(page.locator('[data-testid^="sheet-row-"]')).toHaveCount(3);
    await expectSound(page);
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByTestId('sheet-report')).toContainText('Created1');
    await expectSound(page);
  });
});
