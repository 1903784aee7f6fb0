import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { sidewaysScroll } from './support/route-walk';
import { approvedAccount, signInPageAs } from './support/staff';
import { inEachView, useScheme } from './support/views';

/**
 * The rewards programme's catalogue and banners, as a rewards operator meets them: a new
 * reward with its picture, found in apps/premios and deactivated; a new banner moved up the
 * order by keyboard; the catalogue's table and cards checked by axe in both schemes, at
 * desktop and phone widths; and a recruiter kept out of the catalogue.
 */

let serial = 0;
function stamp(): string {
  serial += 1;
  return `${Date.now().toString(36)}${serial}`;
}

/** A real PNG of one colour with a lighter band, `width` × `height` (no image library needed). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const band = Math.abs(y - height / 2) < height / 8 ? 60 : 0;
    for (let x = 0; x < width; x += 1) {
      row.set(
        [Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band)],
        1 + x * 3,
      );
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for the first screen: leaving earlier aborts the session's restore. */
async function openSignedIn(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('the rewards catalogue and the banners', () => {
  // Each test signs an account up, approves it and signs it in: three password hashes.
  test.describe.configure({ timeout: 60_000 });

  test('a rewards account adds a reward with its picture, finds it and deactivates it', async ({
    page,
  }) => {
    const person = await approvedAccount(page.request, 'Rosa', ['rewards']);
    await signInPageAs(page, person.email);
    const name = `Hotel night E2E ${stamp()}`;

    await openSignedIn(page, '/mantenimiento/form_prem', 'New reward');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('One night for two, breakfast included.');
    await page.getByLabel('Category').fill('Viaj');
    await page.getByRole('option', { name: 'Viajes' }).click();
    await page.getByLabel('Points cost').fill('7500');
    await page.getByLabel('Stock').fill('4');
    await page.getByTestId('image-input').setInputFiles({
      name: 'hotel.png',
      mimeType: 'image/png',
      buffer: png(240, 180, [32, 120, 140]),
    });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(page.getByText('New image, not saved yet')).toBeVisible();
    const uploaded = page.waitForResponse(
      (response) => /\/api\/rewards\/[^/]+\/image$/.test(response.url()) && response.ok(),
    );
    await page.getByRole('button', { name: 'Add reward' }).click();
    await uploaded;
    await expect(page).toHaveURL(/\/apps\/premios$/);
    await expect(
      page.locator('.toast', { hasText: `${name} was added to the catalogue.` }),
    ).toBeVisible();
    // Sorted by name it would be on another page: it shows first, marked as new.
    const first = page.locator('tbody tr').first();
    await expect(first).toContainText(name);
    await expect(first).toHaveClass(/data-table__row--new/);

    // Found by search, with its picture, category, cost and stock.
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('img.reward-thumb')).toHaveAttribute(
      'src',
      /^\/api\/rewards\/images\/[0-9a-f-]+\.png$/,
    );
    await expect(row).toContainText('Viajes');
    await expect(row).toContainText('7,500');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // Deactivated from its row, with Undo on offer.
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(
      page.getByText(`${name} was deactivated: members can no longer redeem it.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '.toast-container');
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

    // The form shows the saved picture.
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The saved image' })).toBeVisible();
    await expect(page.getByLabel('Category')).toBeVisible();
    await expect(page.getByText('Viajes', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Active/ })).not.toBeChecked();
  });

  test('a new banner goes last and is moved up by keyboard; the order is saved', async ({
    page,
  }) => {
    const person = await approvedAccount(page.request, 'Bruno', ['rewards']);
    const token = await signInPageAs(page, person.email);
    const title = `Banner E2E ${stamp()}`;

    await openSignedIn(page, '/apps/new-banner', 'New banner');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Link').fill('https://example.com/promo');
    await page.getByTestId('image-input').setInputFiles({
      name: 'promo.png',
      mimeType: 'image/png',
      buffer: png(600, 200, [150, 60, 120]),
    });
    await page.getByRole('button', { name: 'Add banner' }).click();
    await expect(page).toHaveURL(/\/apps\/banners$/);
    await expect(page.getByText(`${title} was added, last in the order.`)).toBeVisible();

    const items = page.getByTestId('banner-item');
    // Counted once the new banner is listed, not while the list is still loading.
    await expect(items.last()).toContainText(title);
    const count = await items.count();
    await expect(items.last().getByText('On the home page now')).toBeVisible();
    await expect(items.last().locator('img.banner-image')).toHaveAttribute(
      'src',
      /^\/api\/banners\/images\//,
    );

    // Up one place by keyboard: Tab to the button, Enter; the focus stays with the banner.
    const up = page.getByRole('button', { name: `Move ${title} up` });
    await up.focus();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/banners/order') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('The new order was saved.')).toBeVisible();
    await expect(items.nth(count - 2)).toContainText(title);
    await expect(up).toBeFocused();

    // Once more, then the order survives a reload.
    await page.keyboard.press('Enter');
    await expect(items.nth(count - 3)).toContainText(title);
    await expect(up).toBeFocused();
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/banners', {
          headers: { Authorization: `Bearer ${token}` },
        });
        const banners = (await response.json()) as { title: string }[];
        return banners.findIndex((banner) => banner.title === title);
      })
      .toBe(count - 3);
    await page.reload();
    await expect(items.nth(count - 3)).toContainText(title);
  });

  test('a recruiter gets the not-allowed page on apps/premios', async ({ page }) => {
    const person = await approvedAccount(page.request, 'Remo', ['recruiter']);
    await signInPageAs(page, person.email);
    await page.goto('/apps/premios');
    await expect(
      page.getByRole('heading', { level: 1, name: "You can't open this screen" }),
    ).toBeVisible();
    await expect(page.getByTestId('not-allowed')).toContainText(
      'Rewards is for accounts with another role',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('the catalogue in both views passes axe, on a wide screen and a phone', () => {
  /** A rewards account with a reward that has a picture and no stock, signed in. */
  async function setUp(page: Page) {
    const person = await approvedAccount(page.request, 'Axel', ['rewards']);
    const token = await signInPageAs(page, person.email);
    const headers = { Authorization: `Bearer ${token}` };
    const categories = await page.request.get('/api/categories?kind=reward&search=Gastronom', {
      headers,
    });
    const categoryId = ((await categories.json()) as { items: { id: string }[] }).items[0].id;
    const created = await page.request.post('/api/rewards', {
      headers,
      data: {
        name: `Tasting menu E2E ${stamp()}`,
        description: 'Seven courses for two.',
        categoryId,
        pointsCost: 4200,
        stock: 0,
      },
    });
    const reward = (await created.json()) as { id: string };
    const image = await page.request.post(`/api/rewards/${reward.id}/image`, {
      headers,
      multipart: {
        image: { name: 'menu.png', mimeType: 'image/png', buffer: png(240, 180, [190, 110, 40]) },
      },
    });
    expect(image.ok()).toBe(true);
    return reward.id;
  }

  test('the table and the cards, with a reward out of stock, 1440 px light and 400 px dark', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await setUp(page);
    await useScheme(page, 'auto');
    // The catalogue as it opens (a table when wide, cards on a phone), the banners and the
    // forms of a reward (a sample one, with its picture) and of a banner are judged by the
    // route walks (routes-1440: light, routes-400: dark, with the sideways scroll). Here
    // both views of the catalogue in both widths, the reward this test made (a picture, no
    // stock) first: each view opens once and its table or cards are judged alone.
    const screens = [
      {
        name: 'premios',
        path: '/apps/premios?view=table&sort=updatedAt&order=desc',
        ready: 'tbody tr',
        include: '[data-table-id="rewards"]',
      },
      {
        name: 'premios-cards',
        path: '/apps/premios?view=cards&sort=updatedAt&order=desc',
        ready: '.reward-card',
        include: '[data-table-id="rewards-cards"]',
      },
    ];
    for (const screen of screens) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await inEachView(page, async ({ width, scheme }) => {
          await expect(page.locator(screen.ready).first()).toBeVisible();
          await expect(page.locator('.splash-screen')).toHaveCount(0);
          await expect
            .poll(() => sidewaysScroll(page), {
              message: `horizontal overflow of ${screen.name}-${width}-${scheme} in px`,
            })
            .toBeLessThanOrEqual(0);
          await expectNoSeriousAxeViolations(page, screen.include);
        });
      });
    }
  });
});
