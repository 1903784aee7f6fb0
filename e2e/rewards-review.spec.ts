import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { pickRecord } from './pages/record-select';
import { Records } from './support/records';
import { accessTokenFor } from './support/session';
import { approvedAccount, signInPageAs } from './support/staff';

/**
 * The rewards programme's review screens as an operator uses them: an invoice handed in
 * with its PDF is registered, reviewed beside its file and approved, and the member's
 * points grow by what the server awarded; a trivia of two questions is created and a
 * member's answers to it are recorded and scored.
 */

interface MemberItem {
  id: string;
  name: string;
  surname: string;
  email: string;
  points: number;
}

/** A tiny but real PDF: the server checks the content, not the name. */
function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

type Headers = Record<string, string>;

async function authHeaders(request: APIRequestContext): Promise<Headers> {
  return { Authorization: `Bearer ${await accessTokenFor(request)}` };
}

async function memberPoints(
  request: APIRequestContext,
  headers: Headers,
  id: string,
): Promise<number> {
  const response = await request.get(`/api/members/${id}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MemberItem).points;
}

/** Picks a member in a RecordSelect by typing their email (the server's search). */
async function chooseMember(page: Page, label: string, member: MemberItem) {
  const email = new RegExp(member.email.replace(/\./g, '\\.'));
  await pickRecord(page.getByRole('dialog'), label, member.email, email);
}

/** A day some days ago as a date input takes it (YYYY-MM-DD). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

// Each test works as an account with the rewards role, as the programme's operators do.
test.beforeEach(async ({ page }) => {
  const operator = await approvedAccount(page.request, 'Reviewer', ['rewards']);
  await signInPageAs(page, operator.email);
});

test('an invoice with its PDF is reviewed beside its file, approved, and the member’s points grow', async ({
  page,
}) => {
  // A long flow on a busy machine: signing in, uploading, several accessibility scans.
  test.slow();
  const headers = await authHeaders(page.request);
  const member = await (await Records.asAdmin(page.request)).member(200);
  const memberName = `${member.name} ${member.surname}`;
  const before = await memberPoints(page.request, headers, member.id);
  const number = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await page.goto('/apps/facturas-completadas');
  await expect(page.getByRole('heading', { name: 'Completed Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /To review/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Registered with its file.
  await page.getByRole('button', { name: 'New invoice' }).first().click();
  const form = page.getByRole('dialog', { name: 'New invoice' });
  await chooseMember(page, 'Member', member);
  await form.getByLabel('Invoice number').fill(number);
  await form.getByLabel('Vendor').fill('Soriana');
  await form.getByLabel('Amount').fill('1234.56');
  await form.getByLabel('Issued on').fill(daysAgo(3));
  await form.getByLabel('File').setInputFiles({
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expectNoSeriousAxeViolations(page, '.modal');
  await form.getByRole('button', { name: 'Register invoice' }).click();
  await expect(page.getByText(`Invoice ${number} of ${memberName} was registered.`)).toBeVisible();

  // The review panel opens on it, its file beside its fields.
  const panel = page.getByRole('dialog', { name: new RegExp(`^Invoice ${number}`) });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/[?&]invoice=/);
  await expect(panel.getByText('factura.pdf')).toBeVisible();
  await expect(
    panel.getByTitle(`Invoice ${number} (PDF)`).or(panel.getByText(/cannot be shown/)),
  ).toBeVisible();
  await expect(panel.locator('dd', { hasText: 'MX$1,234.56' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '.modal');

  // Approved: the notice tells the points the server awarded, and the ledger has them.
  await panel.getByRole('button', { name: 'Approve' }).click();
  const notice = page.getByText(
    new RegExp(`^Invoice ${number} approved: .* earns ([\\d,]+) points?\\.$`),
  );
  await expect(notice).toBeVisible();
  const awarded = Number(
    /earns ([\d,]+) point/.exec((await notice.textContent()) ?? '')![1].replace(/,/g, ''),
  );
  expect(awarded).toBeGreaterThan(0);
  expect(await memberPoints(page.request, headers, member.id)).toBe(before + awarded);

  // Listed as completed, with its points.
  await page.goto('/apps/facturas-completadas?tab=completed');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const row = page.locator('tbody tr', { hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row).toContainText(String(awarded));
  await expectNoSeriousAxeViolations(page);
});

test('a trivia of two questions is created and a member’s answers are recorded and scored', async ({
  page,
}) => {
  test.slow();
  const headers = await authHeaders(page.request);
  const member = await (await Records.asAdmin(page.request)).member();
  const memberName = `${member.name} ${member.surname}`;
  const before = await memberPoints(page.request, headers, member.id);
  const title = `E2E trivia ${Date.now().toString(36).toUpperCase()}`;

  await page.goto('/apps/trivias-completadas');
  await expect(page.getByRole('heading', { name: 'Completed Trivias', level: 1 })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A trivia of two questions, the right answer of each marked.
  await page.getByRole('button', { name: 'New trivia' }).click();
  const form = page.getByRole('dialog', { name: 'New trivia' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Points', { exact: true }).fill('100');
  await form.getByLabel('Question', { exact: true }).fill('Which fruit is yellow?');
  await form.getByLabel('Option 1 of question 1', { exact: true }).fill('Banana');
  await form.getByLabel('Option 2 of question 1', { exact: true }).fill('Cherry');
  await form.getByRole('radio', { name: 'Option 1 is the right answer to question 1' }).check();
  await form.getByRole('button', { name: 'Add question' }).click();
  const second = form.locator('.trivia-question').nth(1);
  await second.getByLabel('Question', { exact: true }).fill('Which fruit is red?');
  await second.getByLabel('Option 1 of question 2', { exact: true }).fill('Lime');
  await second.getByLabel('Option 2 of question 2', { exact: true }).fill('Strawberry');
  await second.getByRole('radio', { name: 'Option 2 is the right answer to question 2' }).check();
  await expectNoSeriousAxeViolations(page, '.modal');
  await form.getByRole('button', { name: 'Create trivia' }).click();
  await expect(page.getByText(`${title} was created.`)).toBeVisible();

  await page.getByRole('tab', { name: 'Trivias' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const triviaRow = page.locator('tbody tr', { hasText: title });
  await expect(triviaRow).toHaveCount(1);
  await expect(triviaRow.getByText('Open', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The member answers one right and one wrong: half the points.
  await page.getByRole('button', { name: 'Record a completion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a completion' });
  await chooseMember(page, 'Member', member);
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
  await dialog.getByRole('radio', { name: 'Banana' }).check();
  await dialog.getByRole('radio', { name: 'Lime' }).check();
  await expectNoSeriousAxeViolations(page, '.modal');
  await dialog.getByRole('button', { name: 'Record answers' }).click();
  await expect(
    page.getByText(`${memberName} scored 1/2 in ${title} and earned 50 points.`),
  ).toBeVisible();
  expect(await memberPoints(page.request, headers, member.id)).toBe(before + 50);

  // Listed among the completions, filtered by the trivia.
  await page.getByRole('tab', { name: 'Completions' }).click();
  await page.getByRole('combobox', { name: 'Trivia' }).selectOption({ label: title });
  const row = page.locator('tbody tr', { hasText: memberName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('1/2')).toBeVisible();
  await expect(row).toContainText('50');
});
