import { expect, type Page } from '@playwright/test';
import { navigateInApp } from './support/route-walk';
import { signedInTest as test } from './support/session';

/** The lists staff read most, each on the shared data table. */
const LISTS = [
  { name: 'vacancy list', path: '/apps/listadovacanciaInterna' },
  { name: 'applicant search', path: '/apps/Busquedapostulante' },
  { name: 'rewards', path: '/apps/premios' },
  { name: 'invoices to review', path: '/apps/facturas-completadas' },
] as const;

const firstRows = (page: Page) => page.locator('.data-table__table tbody tr[data-row-id]');

/** How the table sits in its card: its width, the card's, and the headers whose words are cut. */
function fit(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('.data-table__card');
    const table = document.querySelector('.data-table__table');
    if (!card || !table) return null;
    const cut = Array.from(table.querySelectorAll('thead th'))
      .filter((header) => header.scrollWidth > header.clientWidth)
      .map((header) => header.getAttribute('aria-label') ?? header.textContent);
    return { fits: table.scrollWidth <= card.clientWidth, cut };
  });
}

test.describe('every list fits its card', () => {
  test('at 1280 and 1440 px, in English and Spanish, every header whole', async ({ page }) => {
    // The lists in turn inside one page: the app loaded afresh for each width and language,
    // the other lists then opened as its links open them.
    const softly = expect.configure({ soft: true });
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const language of ['en', 'es'] as const) {
        for (const [index, list] of LISTS.entries()) {
          await test.step(`the ${list.name} at ${width} px in ${language}`, async () => {
            if (index === 0) {
              // The page starts in the browser's English; a chosen language is read as
              // the app starts.
              if (page.url() !== 'about:blank') {
                await page.evaluate(
                  (chosen) => localStorage.setItem('talento.language', chosen),
                  language,
                );
              }
              await page.goto(list.path);
              await expect(page.locator('html')).toHaveAttribute('lang', language);
            } else {
              await navigateInApp(page, list.path);
            }
            await expect(firstRows(page).first()).toBeVisible();
            await softly
              .poll(() => fit(page), { message: `the ${list.name} at ${width} px in ${language}` })
              .toEqual({ fits: true, cut: [] });
            // Fitting left out columns, never the whole table.
            softly(
              await page.locator('.data-table__table thead th[aria-label]').count(),
              `columns of the ${list.name} at ${width} px in ${language}`,
            ).toBeGreaterThan(3);
          });
        }
      }
    }
  });
});

test.describe('with the keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu button comes before the side menu, and the first row is a few presses away', async ({
    page,
  }) => {
    await page.goto('/apps/listadovacanciaInterna');
    const rows = firstRows(page);
    await expect(rows.first()).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('navigation-toggle')).toBeFocused();

    await skip.focus();
    await page.keyboard.press('Enter');
    const firstAction = rows.first().locator('td.data-table__actions');
    let presses = 0;
    while (presses < 40) {
      await page.keyboard.press('Tab');
      presses += 1;
      if (await firstAction.evaluate((cell) => cell.contains(document.activeElement))) break;
    }
    test.info().annotations.push({ type: 'presses', description: String(presses) });
    expect(presses).toBeLessThanOrEqual(12);
    // The row's first action has the focus.
    await expect(firstAction.locator(':focus')).toHaveCount(1);
    expect(
      await firstAction.evaluate(
        (cell) =>
          cell.querySelector('a[href], button:not([disabled]), [tabindex="0"]') ===
          document.activeElement,
      ),
    ).toBe(true);
  });

  test('the header row is one stop: sort, move and resize from it', async ({ page }) => {
    await page.goto('/apps/listadovacanciaInterna');
    await expect(firstRows(page).first()).toBeVisible();
    const headers = page.locator('.data-table__table thead [data-header-control]');
    await expect(headers.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

    const code = page.getByRole('columnheader', { name: 'Code', exact: true });
    await code.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=code&order=asc/);
    await expect(code).toHaveAttribute('aria-sort', 'ascending');

    const before = await code.evaluate((header) => header.getBoundingClientRect().width);
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect
      .poll(() => code.evaluate((header) => header.getBoundingClientRect().width))
      .toBeGreaterThan(before);
    await expect(page.getByText(/^Code is \d+ pixels wide\.$/)).toBeAttached();

    await page.keyboard.press('Alt+ArrowRight');
    await expect(page.getByText(/^Code moved to position \d+ of \d+\.$/)).toBeAttached();
    await expect(code).toBeFocused();
    // The list is where it was: Alt+Right did not go back in the history.
    await expect(page).toHaveURL(/listadovacanciaInterna\?sort=code&order=asc/);
  });
});

test.describe('in compact rows', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a 900 px high screen shows at least 12 vacancies, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/apps/listadovacanciaInterna?size=25');
    const rows = firstRows(page);
    await expect(rows.nth(11)).toBeAttached();
    const compact = page.getByRole('button', { name: 'Compact', exact: true });
    await compact.click();
    await expect(compact).toHaveAttribute('aria-pressed', 'true');
    const onScreen = () =>
      rows.evaluateAll(
        (all) =>
          all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
      );
    await expect.poll(onScreen).toBeGreaterThanOrEqual(12);

    await page.reload();
    await expect(rows.nth(11)).toBeAttached();
    await expect(page.getByRole('button', { name: 'Compact', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(onScreen).toBeGreaterThanOrEqual(12);
  });
});
