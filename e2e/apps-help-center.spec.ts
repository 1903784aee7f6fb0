import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

test.describe('the help center', () => {
  test('opens a guide from its category card, then a FAQ category', async ({ page }) => {
    await page.goto('/apps/help-center');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How can we help you today?' }),
    ).toBeVisible();

    // A guide category card lists its first guides.
    const card = page.getByTestId('hc-guide-category').filter({ hasText: 'Getting Started' });
    await expect(card.getByRole('listitem')).toHaveCount(5);
    await expect(card.getByRole('link', { name: /View all 7 guides/ })).toBeVisible();
    await card.getByRole('link', { name: 'Signing in for the first time' }).click();

    await expect(page).toHaveURL(/\/apps\/help-center\/guides\/getting-started\/[a-z0-9-]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Signing in for the first time' }),
    ).toBeVisible();
    await expect(page.locator('.hc-article__body')).not.toBeEmpty();
    await expect(
      page.getByRole('link', { name: /What is the admin console/ }).first(),
    ).toBeVisible();

    // The breadcrumb leads home; a FAQ category opens with its questions.
    await page
      .getByRole('navigation', { name: 'Help center path' })
      .getByRole('link', { name: 'Help Center' })
      .click();
    await page.getByTestId('hc-faq-category-link').filter({ hasText: 'Payments' }).click();
    await expect(page).toHaveURL(/\/apps\/help-center\/faqs\/payments$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    await page.getByRole('button', { name: 'Can I get a refund?' }).click();
    await expect(page.getByText(/unused/).first()).toBeVisible();
  });

  test('filters the FAQs as the search is typed', async ({ page }) => {
    await page.goto('/apps/help-center');
    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('refund');
    await expect(page.getByRole('heading', { name: /answers? for “refund”/ })).toBeVisible();
    await expect(page.getByTestId('hc-faq')).not.toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('zzzz no such words');
    await expect(page.getByTestId('hc-no-results')).toBeVisible();
  });

  test('shows a designed page for an unknown guide', async ({ page }) => {
    await page.goto('/apps/help-center/guides/getting-started/no-such-guide');
    await expect(page.getByTestId('hc-not-found')).toContainText('This guide does not exist');
  });

  test('sends the support form', async ({ page }) => {
    await page.goto('/apps/help-center/support');
    await page.getByLabel('Your name').fill('Ana Pérez');
    await page.getByLabel('E-mail for the answer').fill('not-an-email');
    await page.getByLabel('Subject').fill('Invoices');
    await page.getByLabel('How can we help?').fill('Where can I download last month’s invoices?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();

    await page.getByLabel('E-mail for the answer').fill('ana@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you, your message is on its way' }),
    ).toBeVisible();
    await expect(page.getByTestId('hc-support-sent')).toContainText('ana@example.com');
  });
});
