import { expect, type Page } from '@playwright/test';
import { Records } from './support/records';
import { navigateInApp } from './support/route-walk';
import { signedInTest as test } from './support/session';

interface List {
  name: string;
  path: string;
  /** Its data table's id. */
  table: string;
  /** A phone scrolls its own set of columns sideways, or shows cards instead of the table. */
  onPhone?: 'scrolls' | 'cards';
}

/** Every list of the product on the shared data table. */
const LISTS: readonly List[] = [
  {
    name: 'vacancy list',
    path: '/apps/listadovacanciaInterna',
    table: 'vacancies',
    onPhone: 'scrolls',
  },
  { name: 'applicant search', path: '/apps/Busquedapostulante', table: 'applicants' },
  { name: 'rewards', path: '/apps/premios', table: 'rewards', onPhone: 'cards' },
  { name: 'invoices to review', path: '/apps/facturas-completadas', table: 'invoices-review' },
  {
    name: 'reviewed invoices',
    path: '/apps/facturas-completadas?tab=completed',
    table: 'invoices-completed',
  },
  { name: 'open redemptions', path: '/apps/canjes', table: 'redemptions-open' },
  {
    name: 'completed redemptions',
    path: '/apps/canjes-completados',
    table: 'redemptions-completed',
  },
  { name: 'members', path: '/apps/users', table: 'members' },
  { name: 'trivia completions', path: '/apps/trivias-completadas', table: 'trivia-completions' },
  { name: 'trivias', path: '/apps/trivias-completadas?tab=trivias', table: 'trivias' },
  { name: 'companies', path: '/mantenimiento/empresas', table: 'companies' },
  { name: 'categories', path: '/mantenimiento/categorias', table: 'categories' },
  { name: 'staff accounts', path: '/mantenimiento/cuentas', table: 'accounts' },
  { name: 'inventory', path: '/apps/inventory', table: 'inventory-products' },
  { name: 'audit log', path: '/admin/audit', table: 'audit', onPhone: 'scrolls' },
];
type Language = 'en' | 'es';

const INVENTORY = LISTS.find((list) => list.table === 'inventory-products')!;

const firstRows = (page: Page) => page.locator('.data-table__table tbody tr[data-row-id]');
const tableOf = (page: Page, list: List) =>
  page.locator(`.data-table[data-table-id="${list.table}"]`);

/**
 * Opens a list once its rows are in: the first of a run by loading the app in `language`
 * (a chosen language is read as the app starts), the others as its links open them.
 */
async function openList(page: Page, list: List, language?: Language) {
  if (language) {
    // Each load of the page from now on, after those asked for before.
    await page.addInitScript(
      (chosen) => localStorage.setItem('talento.language', chosen),
      language,
    );
    await page.goto(list.path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  } else {
    await navigateInApp(page, list.path);
  }
  await expect(tableOf(page, list).locator('tbody tr[data-row-id]').first()).toBeVisible();
}

/**
 * How a list's table sits: whether it is no wider than its card, the headers whose words
 * are cut, and whether the page is no wider than the window.
 */
function fit(page: Page, list: List) {
  return page.evaluate((id) => {
    const root = document.querySelector(`.data-table[data-table-id="${id}"]`);
    const card = root?.querySelector('.data-table__card');
    const table = root?.querySelector('.data-table__table');
    if (!card || !table) return null;
    const cut = Array.from(table.querySelectorAll('thead th'))
      .filter((header) => header.scrollWidth > header.clientWidth)
      .map((header) => header.getAttribute('aria-label') ?? header.textContent);
    return {
      fits: table.scrollWidth <= card.clientWidth,
      cut,
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
    };
  }, list.table);
}

/**
 * The list's table fits its card with every header whole, and the page fits the window,
 * still showing at least `columns` of its columns.
 */
async function expectFits(page: Page, list: List, where: string, columns = 4) {
  const softly = expect.configure({ soft: true });
  await softly
    .poll(() => fit(page, list), { message: `the ${list.name} ${where}` })
    .toEqual({ fits: true, cut: [], pageFits: true });
  // Fitting left out columns, never the whole table.
  softly(
    await tableOf(page, list).locator('thead th[aria-label]').count(),
    `columns of the ${list.name} ${where}`,
  ).toBeGreaterThanOrEqual(columns);
}

test.describe('every list fits its card', () => {
  for (const language of ['en', 'es'] as const) {
    test(`at 1280 and at 1440 px in ${language}, every header whole`, async ({ page }) => {
      // The lists in turn inside one page, as its links open them, each opened at one width
      // and then the window resized to the other: the lists take turns at which comes first,
      // so that both widths are met on opening and on resizing.
      test.slow();
      for (const [index, list] of LISTS.entries()) {
        const widths = index % 2 === 0 ? [1280, 1440] : [1440, 1280];
        await test.step(`the ${list.name}`, async () => {
          await page.setViewportSize({ width: widths[0]!, height: 900 });
          await openList(page, list, index === 0 ? language : undefined);
          for (const width of widths) {
            await page.setViewportSize({ width, height: 900 });
            await expectFits(page, list, `at ${width} px in ${language}`);
          }
        });
      }
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 400, height: 860 } });

  test('every list without a phone layout of its own fits at 400 px', async ({ page }) => {
    test.slow();
    const fitting = LISTS.filter((list) => !list.onPhone);
    for (const language of ['en', 'es'] as const) {
      for (const [index, list] of fitting.entries()) {
        await test.step(`the ${list.name} in ${language}`, async () => {
          await openList(page, list, index === 0 ? language : undefined);
          // What says which row it is stays.
          await expectFits(page, list, `at 400 px in ${language}`, 1);
        });
      }
    }
  });

  test('the inventory shows name, price, stock and actions, nothing sideways', async ({ page }) => {
    const headers = {
      en: ['Name', 'Price', 'Stock'],
      es: ['Nombre', 'Precio', 'Existencias'],
    } as const;
    const table = tableOf(page, INVENTORY);
    for (const language of ['en', 'es'] as const) {
      await test.step(`in ${language}`, async () => {
        await openList(page, INVENTORY, language);
        await expectFits(page, INVENTORY, `at 400 px in ${language}`);
        const shown = await table
          .locator('thead th[aria-label]')
          .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
        expect(shown.slice(0, 3)).toEqual(headers[language]);
        await expect(table.locator('tbody td.data-table__actions button').first()).toBeVisible();
        // An amount wraps before its currency rather than being cut.
        const cutAmounts = await table
          .locator('tbody td.inventory-price')
          .evaluateAll((cells) =>
            cells
              .filter((cell) => cell.scrollWidth > cell.clientWidth)
              .map((cell) => cell.textContent),
          );
        expect(cutAmounts).toEqual([]);
      });
    }

    // The rest is a switch away in Columns, and in the product's own form.
    await page.getByRole('button', { name: 'Columnas' }).click();
    await expect(page.getByRole('switch', { name: 'SKU (oculta para caber)' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await table.locator('tbody td.data-table__actions button').first().click();
    await expect(page.getByRole('textbox', { name: 'SKU' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
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

  test('keeps its place and an open menu while someone else adds a vacancy', async ({
    page,
    request,
  }) => {
    const records = await Records.asAdmin(request);
    // A vacancy of this test's own, the newest, so that no other test changes its row.
    const own = await records.openVacancy();
    await page.goto('/apps/listadovacanciaInterna');
    const row = page.locator(`tr[data-row-id="${own.id}"]`);
    await expect(row).toBeVisible();
    const range = page.getByText(/^\d+–\d+ of \d+$/);
    const total = async () => Number((await range.textContent())?.split(' of ')[1]);
    // Each change reaches the open list (live changes) and it fetches its page again.
    const someoneAddsAVacancy = async () => {
      const before = await total();
      await records.openVacancy();
      await expect.poll(total).toBeGreaterThan(before);
    };

    const rowBox = row.getByRole('checkbox', { name: 'Select this row' });
    await rowBox.focus();
    await someoneAddsAVacancy();
    await expect(rowBox).toBeFocused();

    const menuButton = row.getByRole('button', { name: /^Actions for / });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = row.locator('.dropdown-menu');
    await expect(menu).toBeVisible();
    await someoneAddsAVacancy();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
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
