import { expect } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records } from './support/records';
import { adminHeaders, approvedAccount, signInPageAs } from './support/staff';

/**
 * A rewards account redeems a reward for a member from the member's detail, approves and
 * delivers it, and sees the points, the stock and the completed list follow.
 */
test('a reward redeemed for a member is approved, delivered and completed', async ({ page }) => {
  // A whole journey over three screens, with four accessibility scans.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const headers = await adminHeaders(page.request);
  const api = {
    post: async (url: string, data: object) => {
      const response = await page.request.post(url, { headers, data });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return (await response.json()) as { id: string } & Record<string, unknown>;
    },
    get: async (url: string) =>
      (await (await page.request.get(url, { headers })).json()) as Record<string, unknown>,
  };
  const records = await Records.asAdmin(page.request);
  const member = await records.member(1000, { name: 'Elena', surname: `Canje ${stamp}` });
  const category = await records.category('reward');
  const reward = await api.post('/api/rewards', {
    name: `E2E Headphones ${stamp}`,
    categoryId: category.id,
    pointsCost: 300,
    stock: 5,
  });
  const staff = await approvedAccount(page.request, 'Rewards', ['rewards']);
  await signInPageAs(page, staff.email);

  // From the member's detail: redeem, with the balance after it shown before confirming.
  await page.goto(`/apps/users?member=${member.id}`);
  const panel = page.getByRole('dialog', { name: `Elena Canje ${stamp}` });
  await expect(panel.getByTestId('member-points')).toHaveText('1,000');
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Redeem a reward' }).click();
  const form = page.getByRole('dialog', { name: 'Redeem a reward' });
  await form.getByRole('combobox', { name: 'Reward' }).fill(`Headphones ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`E2E Headphones ${stamp}`) }).click();
  await expect(form.getByRole('status')).toHaveText(
    'After this redemption the member will have 700 points.',
  );
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText(/was redeemed: the points and one unit are reserved/)).toBeVisible();
  await expect(panel.getByTestId('member-points')).toHaveText('700');
  expect(((await api.get(`/api/rewards/${reward.id}`)) as { stock: number }).stock).toBe(4);

  // The open list: approve, then deliver; it leaves for the completed list.
  await page.goto(`/apps/canjes?q=${encodeURIComponent(`Canje ${stamp}`)}`);
  const subject = `Elena Canje ${stamp}’s E2E Headphones ${stamp}`;
  const row = page.locator('tbody tr', { hasText: `Elena Canje ${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The settings cog covers no row action.
  const cog = (await page.getByRole('button', { name: 'Open the settings' }).boundingBox())!;
  const approve = (await row.getByRole('button', { name: /^Approve / }).boundingBox())!;
  const apart =
    approve.x + approve.width <= cog.x ||
    cog.x + cog.width <= approve.x ||
    approve.y + approve.height <= cog.y ||
    cog.y + cog.height <= approve.y;
  expect(apart).toBe(true);
  await row.getByRole('button', { name: `Approve ${subject}` }).click();
  await expect(page.getByText(`${subject} was approved`)).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await row.getByRole('button', { name: `Mark ${subject} delivered` }).click();
  await expect(page.getByText(`${subject} was delivered`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/apps/canjes-completados?q=${encodeURIComponent(`Canje ${stamp}`)}`);
  const done = page.locator('tbody tr', { hasText: `Elena Canje ${stamp}` });
  await expect(done.getByText('Delivered')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Delivery spends nothing more; the unit stays taken.
  expect(((await api.get(`/api/members/${member.id}`)) as { points: number }).points).toBe(700);
  expect(((await api.get(`/api/rewards/${reward.id}`)) as { stock: number }).stock).toBe(4);
});
