import { expect, type Locator, type Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records, unique } from './support/records';
import { sidewaysScroll } from './support/route-walk';
import { signedInTest as test } from './support/session';
import { inEachView, useScheme } from './support/views';

/** The text of every cell of a table's header, body and footer rows. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** The first sheet of a workbook, each row's cells as the screen writes them. */
async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new Workbook();
  await workbook.xlsx.readFile(path);
  const rows = workbook.worksheets[0].getSheetValues().slice(1) as unknown[][];
  const text = (value: unknown) =>
    typeof value === 'number' ? new Intl.NumberFormat('en').format(value) : String(value ?? '');
  return rows.map((row) => row.slice(1).map(text));
}

async function openReports(page: Page, query: string) {
  await page.goto(`/apps/autoreportes?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeVisible();
  await expect(page.getByTestId('report-table')).toBeVisible();
}

test.describe('reports (apps/autoreportes)', () => {
  test('exports a report as XLSX holding the rows of its table', async ({ page }) => {
    // A vacancy of its own with two applications, so the table has a known row.
    const records = await Records.asAdmin(page.request);
    const vacancy = await records.openVacancy({ openings: 2 });
    for (let index = 0; index < 2; index += 1) {
      const applicant = await records.applicant();
      await records.apply(vacancy.id, applicant.id);
    }

    await openReports(page, 'report=applicants-per-vacancy&period=this-year');
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row', { name: new RegExp(vacancy.code) })).toContainText(
      vacancy.title,
    );
    await expect(page.getByRole('figure', { name: 'Applicants per vacancy' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '#main-content');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^applicants-per-vacancy_\d{4}-01-01_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    await expect(page.locator('.toast', { hasText: 'was downloaded' })).toBeVisible();
    const path = await download.path();
    const onScreen = await tableRows(table);
    const inFile = await sheetRows(path);
    // Header, every row and the totals, cell by cell.
    expect(inFile).toEqual(onScreen);
    expect(inFile.find((row) => row[0] === vacancy.code)?.slice(1)).toEqual([
      vacancy.title,
      expect.any(String),
      '2',
      '0',
    ]);
  });

  test('a saved weekly report runs and its file lands in the file manager’s Reports folder', async ({
    page,
  }) => {
    const name = `E2E semanal ${unique()}`;
    await openReports(page, 'report=applicants-per-stage&period=last-month');

    // Save what is on screen as a weekly report, on Mondays at 08:00 UTC.
    await page.getByRole('button', { name: 'Save as scheduled report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as scheduled report' });
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Runs')).toHaveValue('weekly');
    await dialog.getByLabel('On', { exact: true }).selectOption({ label: 'Monday' });
    await expect(dialog.getByLabel('Period')).toHaveValue('last-month');
    await dialog.getByRole('button', { name: 'Save report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.toast', { hasText: `${name} was saved` })).toBeVisible();

    const saved = page.getByTestId('saved-report').filter({ hasText: name });
    await expect(saved).toContainText('Every Monday at 08:00 UTC');
    await expect(saved.getByTestId('next-run')).toContainText('08:00 UTC');
    await expect(saved).toContainText('Not run yet');
    await expectNoSeriousAxeViolations(page, '#main-content');

    // Run it now: the file goes into the Reports folder.
    await saved.getByRole('button', { name: 'Run now' }).click();
    const ran = page.locator('.toast', { hasText: `${name} ran:` });
    await expect(ran).toBeVisible();
    const fileName = /ran: (.+\.xlsx) is in/.exec((await ran.textContent()) ?? '')?.[1];
    expect(fileName).toMatch(new RegExp(`^${name} \\d{4}-\\d{2}-\\d{2} \\d{4}\\.xlsx$`));
    await expect(saved).toContainText('Done');

    // Its history holds the run and the file.
    await saved.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `Runs of ${name}` });
    await expect(history.getByTestId('run-row')).toHaveCount(1);
    await expect(history.getByTestId('run-row')).toContainText('Manual');
    await expect(history.getByRole('button', { name: fileName })).toBeVisible();
    await history.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(history).toBeHidden();

    // The file manager's Reports folder shows it.
    await page.goto('/apps/file-manager');
    const folder = page.locator('[data-testid="fm-item"][data-item-name="Reports"]');
    await folder.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\?folder=[0-9a-f-]{36}$/);
    await expect(
      page.locator(`[data-testid="fm-item"][data-item-name="${fileName}"]`),
    ).toBeVisible();
  });

  // The screen as it opens (its first report) is judged by the route walks (routes-1440:
  // light, routes-400: dark, with the sideways scroll); here another report's figure and
  // table, and the save dialog, each judged alone in both views.
  test('another report and the save dialog pass axe at 1440 px light and 400 px dark', async ({
    page,
  }) => {
    await useScheme(page, 'auto');
    await openReports(page, 'report=redemptions-per-month&period=this-year');
    await test.step('the report', () =>
      inEachView(page, async () => {
        await expect(
          page.getByRole('figure', { name: 'Redemptions and points per month' }),
        ).toBeVisible();
        await expect
          .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
          .toBeLessThanOrEqual(0);
        await expectNoSeriousAxeViolations(page, [
          '#main-content .chart-figure',
          '[data-testid="report-table"]',
        ]);
      }));
    await test.step('the dialog', async () => {
      await page.getByRole('button', { name: 'Save as scheduled report' }).click();
      await expect(page.getByRole('dialog', { name: 'Save as scheduled report' })).toBeVisible();
      await inEachView(page, () => expectNoSeriousAxeViolations(page, '.modal-dialog'));
    });
  });
});
