import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './support/session';

/**
 * Opens the contacts and adds one (the server makes a blank 'New Contact' at once): the
 * list's count, and what it said before.
 */
async function addBlankContact(page: Page) {
  await page.goto('/apps/contacts');
  const count = page.getByText(/^\d+ contacts$/);
  await expect(count).toBeVisible();
  const before = (await count.textContent())!;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('New Contact');
  return { count, before };
}

test.describe('contacts', () => {
  test('creates a contact, edits it, finds it under its letter and by search, and deletes it', async ({
    page,
  }) => {
    const name = `Zuzanna Quellwood ${Date.now().toString(36)}`;
    await page.goto('/apps/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByText(/^\d+ contacts$/)).toBeVisible();

    // "Add" creates 'New Contact' and opens it in edit mode.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const nameField = page.getByLabel('Name', { exact: true });
    await expect(nameField).toHaveValue('New Contact');
    await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);

    // Name, an email, a phone with a country, a tag.
    await nameField.fill(name);
    await page.getByRole('button', { name: 'Add an email' }).click();
    await page.getByLabel('Email 1', { exact: true }).fill('zuzanna@example.com');
    await page.getByRole('button', { name: 'Add a phone number' }).click();
    await page.getByRole('button', { name: /^Country of phone number 1/ }).click();
    await page.getByRole('searchbox', { name: 'Search countries' }).fill('spa');
    await page.getByRole('button', { name: /^Spain \+34$/ }).click();
    await expect(
      page.getByRole('button', { name: /^Country of phone number 1: Spain/ }),
    ).toBeVisible();
    await page.getByLabel('Phone number 1', { exact: true }).fill('612 345 678');
    await page.getByRole('button', { name: 'Tag', exact: true }).click();
    await page.getByRole('button', { name: 'Friend', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove the tag Friend' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    // Read mode shows what was saved.
    const detail = page.getByRole('article', { name });
    await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(detail.getByRole('link', { name: 'zuzanna@example.com' })).toBeVisible();
    await expect(detail.getByText('Spain')).toBeAttached();
    await expect(detail.getByRole('link', { name: /612 345 678/ })).toBeVisible();
    await expect(detail.getByRole('listitem').filter({ hasText: 'Friend' })).toBeVisible();

    // In the list under its letter.
    const letter = page.getByRole('region', { name: 'Z', exact: true });
    await expect(letter.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    // Found by search (the URL keeps it).
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('zuzanna quell');
    await expect(page).toHaveURL(/[?&]q=zuzanna\+quell/);
    await expect(page.getByText('1 contact found')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    // Deleted after the confirmation.
    await detail.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete contact' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No contacts found')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]id=/);
  });

  test('Add then Cancel leaves no blank contact, and a deleted contact is not asked for again', async ({
    page,
  }) => {
    const answered404: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().includes('/api/apps/contacts/')) {
        answered404.push(response.url());
      }
    });
    const { count, before } = await addBlankContact(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(count).toHaveText(before);
    await page.reload();
    await expect(page.getByRole('link', { name: /New Contact/ })).toHaveCount(0);

    // A saved contact, deleted: the list refreshes and nothing answers 404.
    const name = `Quentin Vasquez ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    const detail = page.getByRole('article', { name });
    await detail.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete contact' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await expect(count).toHaveText(before);
    expect(answered404).toEqual([]);
  });

  test('Add then a reload, before saving, leaves no blank contact either', async ({ page }) => {
    const { count, before } = await addBlankContact(page);
    await expect(page).toHaveURL(/[?&]id=/);
    await page.reload();
    await expect(count).toHaveText(before);
    await expect(page.getByRole('link', { name: /New Contact/ })).toHaveCount(0);
  });
});
