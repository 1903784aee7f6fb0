import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { sidewaysScroll } from './support/route-walk';
import { approvedAccount, signInPageAs } from './support/staff';
import { inEachView, useScheme } from './support/views';

/**
 * The activity feed as staff meet it: a recruiter posts an activity with a link and a
 * picture, finds it first in the feed, follows its link, loads older activities and
 * deletes the post; the feed with a long post checked by axe in both schemes, at desktop
 * and phone widths, without sideways scrolling (both screens as they open: the route walks).
 */
/** A real PNG of one colour, `size` × `size` (no image library needed). */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
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
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1) row.set([r, g, b], 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openFeed(page: Page, path = '/apps/activities') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByTestId('activity-entry').first()).toBeVisible();
}

test.describe('the activity feed', () => {
  // Each test signs an account up, approves it and signs it in: three password hashes.
  test.describe.configure({ timeout: 60_000 });

  test('a recruiter posts an activity with a link and a picture, finds it first, and deletes it', async ({
    page,
  }) => {
    const person = await approvedAccount(page.request, 'Rocio', ['recruiter']);
    await signInPageAs(page, person.email);
    await openFeed(page);

    await page.getByRole('link', { name: 'Post an activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Activity' })).toBeVisible();
    const text = `Ana joined the sales team ${Date.now().toString(36)}`;
    const editor = page.getByRole('textbox', { name: 'What happened' });
    await editor.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Welcome!');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(` ${text}`);
    await page.getByLabel('Link (optional)').fill('/apps/listadovacanciaInterna');
    await page.getByLabel('Link text (optional)').fill('Open vacancies');
    await page.getByTestId('activity-image-input').setInputFiles({
      name: 'team.png',
      mimeType: 'image/png',
      buffer: png(64, [30, 140, 120]),
    });
    await expect(page.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    await expect(page).toHaveURL(/\/apps\/activities$/);
    await expect(page.getByText('Your activity was posted.')).toBeVisible();
    // First among the posts, whatever other specs do meanwhile, and on the feed's first page.
    const first = page.getByTestId('activity-entry').first();
    await expect(page.getByTestId('activity-entry').filter({ hasText: text })).toBeVisible();
    await page.getByLabel('Show').selectOption('posted');
    await expect(page).toHaveURL(/kind=posted/);
    await expect(first).toContainText(text);
    await expect(first.locator('b, strong')).toHaveText('Welcome!');
    await expect(first).toContainText(`Posted by ${person.name}`);
    await expect(
      first.getByRole('img', { name: 'Picture posted with the activity' }),
    ).toBeVisible();
    await first.getByRole('link', { name: 'Open vacancies' }).click();
    await expect(page).toHaveURL(/\/apps\/listadovacanciaInterna$/);

    await page.goBack();
    await expect(page.getByTestId('activity-entry').first()).toContainText(text);
    await page
      .getByTestId('activity-entry')
      .first()
      .getByRole('button', { name: 'Delete this post' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The post was deleted.')).toBeVisible();
    await expect(page.getByTestId('activity-entry').filter({ hasText: text })).toHaveCount(0);
  });

  test('load more brings the next page of older activities, until the feed ends', async ({
    page,
  }) => {
    const person = await approvedAccount(page.request, 'Lore', ['recruiter']);
    await signInPageAs(page, person.email);
    await openFeed(page, '/apps/activities?kind=recruitment');
    const entries = page.getByTestId('activity-entry');
    await expect(entries).toHaveCount(20);
    const lastShown = await entries.nth(19).getAttribute('data-id');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(entries).toHaveCount(40);
    await expect(entries.nth(20)).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: '20 more activities loaded' }),
    ).toBeAttached();
    const ids = await entries.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-id')),
    );
    expect(new Set(ids).size).toBe(40);
    expect(ids.indexOf(lastShown)).toBe(19);
    const dates = await entries.evaluateAll((items) =>
      items.map((item) => Date.parse(item.querySelector('time')!.getAttribute('datetime')!)),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The sample holds 80 recruitment activities; others' events add a few.
    for (let page_ = 0; page_ < 10; page_ += 1) {
      const more = page.getByRole('button', { name: 'Load more' });
      if (!(await more.isVisible())) break;
      const count = await entries.count();
      await more.click();
      await expect.poll(() => entries.count()).toBeGreaterThan(count);
    }
    await expect(page.getByText('That is everything in the feed.')).toBeVisible();
    expect(await entries.count()).toBeGreaterThanOrEqual(80);
  });
});

// The form and the feed as they open are judged by the route walks (routes-1440: light,
// routes-400: dark, with the sideways scroll); here the feed with a long post, a long link
// and a picture, which narrow screens must wrap: opened once, the page's fit measured and
// the post judged alone, in both views.
test('a long post in the feed fits and passes axe at 1440 px light and at 400 px dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = await approvedAccount(page.request, 'Axel', ['recruiter', 'rewards']);
  const token = await signInPageAs(page, person.email);
  const posted = await page.request.post('/api/pages/activities', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      description: '<p>A <strong>long</strong> post with a long link, for narrow screens</p>',
      link: 'https://example.com/a/very/long/address/that/should/wrap/rather/than/overflow',
      image: { name: 'p.png', mimeType: 'image/png', buffer: png(200, [200, 120, 40]) },
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const post = `[data-testid="activity-entry"][data-id="${id}"]`;
  await useScheme(page, 'auto');
  await openFeed(page);
  await expect(page.locator(post).locator('img')).toBeVisible();
  await expect(page.locator('.splash-screen')).toHaveCount(0);
  await inEachView(page, async () => {
    await expect
      .poll(() => sidewaysScroll(page), { message: 'horizontal overflow of the feed in px' })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, post);
  });
});
